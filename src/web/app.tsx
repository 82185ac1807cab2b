import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useAuthStatus } from './features/auth/api/get-auth-status';
import { LandingPage } from './features/landing/landing-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { APP_PATHS } from './app-paths';
import { SessionSkeleton } from './components/session-skeleton';
import { PUBLIC_ROUTES } from './public-routes';
import { ErrorState } from './components/error-state';
import { pendingInvitation, startPath } from './lib/pending-invitation';

// The signed-in app and the less visited pages load on demand: visitors download the landing page only.
const AuthorizedApp = lazy(() => import('./authorized-app').then((m) => ({ default: m.AuthorizedApp })));
const SignInPage = lazy(() => import('./features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })));
const WaitlistPage = lazy(() => import('./features/waitlist/waitlist-page').then((m) => ({ default: m.WaitlistPage })));
const ResetPasswordPage = lazy(() => import('./features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const InvitePage = lazy(() => import('./features/auth/invite-page').then((m) => ({ default: m.InvitePage })));
const WaitlistedView = lazy(() => import('./features/waitlist/waitlisted-view').then((m) => ({ default: m.WaitlistedView })));

/** Paths that exist for signed-in users; any other path is the 404 page for everyone. */
const isAppPath = (path: string) => APP_PATHS.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : p === path));

/**
 * The route table, four tiers: visitors see the landing page on every app route; waitlisted
 * users see the waitlist view; authorized users see the app. Until the session is known, a
 * neutral skeleton (issue 27: the landing page flashed on every reload of a signed-in URL).
 */
export function App() {
  const status = useAuthStatus();
  const [path] = useLocation();

  return (
    <Suspense fallback={<SessionSkeleton />}>
    <Switch>
      <Route path="/api/login" component={SignInPage} />
      <Route path="/waitlist" component={WaitlistPage} />
      <Route path="/invite" component={InvitePage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      {PUBLIC_ROUTES.map((r) => (
        <Route key={r.path} path={r.path} component={r.component} />
      ))}
      <Route>
        {() => {
          if (!isAppPath(path)) return <NotFoundPage />;
          if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
          if (status.isPending) return <SessionSkeleton />;
          if (status.data === null) return <LandingPage />;
          // signed in through a provider's redirect with an invitation opened before: answer it first
          if (pendingInvitation()) return <Redirect to={startPath()} replace />;
          if (status.data.status === 'waitlist') return <WaitlistedView user={status.data.user} />;
          return <AuthorizedApp user={status.data.user} />;
        }}
      </Route>
    </Switch>
    </Suspense>
  );
}
