import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Route, Switch } from 'wouter';
import type { PublicUser } from '@common/auth';
import { TooltipProvider } from './components/ui/tooltip';
import { Toaster } from './components/ui/toaster';
import { authStatusQuery } from './features/auth/api/get-auth-status';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { NotAvailablePage } from './features/not-available/not-available-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { SettingsPage } from './features/settings/settings-page';
import { AgentsPage } from './features/agents/agents-page';
import { TestConsole } from './features/test-console/test-console';
import { TestConsolePage } from './features/test-console/test-console-page';
import { WorkflowsListPage } from './features/workflows-list/workflows-list-page';
import { AppShell } from './features/shell/app-shell';

/** Paths of the signed-in application ('*' matches any deeper path); app.tsx sends others to the 404 page. */
export const APP_PATHS = [
  '/',
  '/agents',
  '/agents/*',
  '/workflows',
  '/knowledge',
  '/test-console',
  '/tools',
  '/analytics',
  '/deployments',
  '/settings',
  '/help',
];

/** Screens whose features are still being built: path and the shell's page key for their title. */
const NOT_AVAILABLE: { path: string; page: string }[] = [
  { path: '/agents/:agentId/workflow', page: 'workflowBuilder' },
  { path: '/knowledge', page: 'knowledge' },
  { path: '/tools', page: 'tools' },
  { path: '/analytics', page: 'analytics' },
  { path: '/deployments', page: 'deployments' },
  { path: '/help', page: 'help' },
];

export function AuthorizedApp({ user }: { user: PublicUser }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const refreshUser = () => queryClient.invalidateQueries(authStatusQuery());

  return (
    <TooltipProvider>
      <AppShell user={user}>
        <Switch>
          <Route path="/">
            <DashboardPage />
          </Route>
          <Route path="/agents">
            <AgentsPage testConsole={(agentId) => <TestConsole agentId={agentId} />} />
          </Route>
          <Route path="/workflows">
            <WorkflowsListPage />
          </Route>
          <Route path="/test-console">
            <TestConsolePage />
          </Route>
          <Route path="/settings">
            <SettingsPage user={user} onUserChanged={refreshUser} />
          </Route>
          {NOT_AVAILABLE.map(({ path, page }) => (
            <Route key={path} path={path}>
              <NotAvailablePage title={t(`pages.${page}.title`)} />
            </Route>
          ))}
          <Route>
            <NotFoundPage inShell />
          </Route>
        </Switch>
      </AppShell>
      <Toaster label={t('notifications')} />
    </TooltipProvider>
  );
}
