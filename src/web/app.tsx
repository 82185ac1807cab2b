import { Route, Switch, useLocation } from 'wouter';
import { useAuthStatus } from './features/auth/api/get-auth-status';
import { SignInPage } from './features/auth/sign-in-page';
import { LandingPage } from './features/landing/landing-page';
import { WaitlistPage } from './features/waitlist/waitlist-page';
import { WaitlistedView } from './features/waitlist/waitlisted-view';
import { NotFoundPage } from './features/not-found/not-found-page';
import { AuthorizedApp, APP_PATHS } from './authorized-app';
import { PUBLIC_ROUTES } from './public-routes';
import { ErrorState } from './components/error-state';

/** Paths that exist for signed-in users; any other path is the 404 page for everyone. */
const isAppPath = (path: string) => APP_PATHS.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : p === path));

/**
 * SPEC route table, four tiers: visitors (and while status loads) see the landing page on
 * every app route; waitlisted users see the waitlist view; authorized users see the app.
 */
export function App() {
  const status = useAuthStatus();
  const [path] = useLocation();

  return (
    <Switch>
      <Route path="/api/login" component={SignInPage} />
      <Route path="/waitlist" component={WaitlistPage} />
      {PUBLIC_ROUTES.map((r) => (
        <Route key={r.path} path={r.path} component={r.component} />
      ))}
      <Route>
        {() => {
          if (!isAppPath(path)) return <NotFoundPage />;
          if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
          if (status.isPending || status.data === null) return <LandingPage />;
          if (status.data.status === 'waitlist') return <WaitlistedView user={status.data.user} />;
          return <AuthorizedApp user={status.data.user} />;
        }}
      </Route>
    </Switch>
  );
}
