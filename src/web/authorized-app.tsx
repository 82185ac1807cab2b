import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import { roleCan } from '@common/members';
import type { PublicUser } from '@common/auth';
import { TooltipProvider } from './components/ui/tooltip';
import { Toaster } from './components/ui/toaster';
import { authStatusQuery } from './features/auth/api/get-auth-status';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { NotFoundPage } from './features/not-found/not-found-page';
import { AppShell } from './features/shell/app-shell';
import { PageLoading } from './components/page-loading';
import { useCurrentProject } from './lib/queries/get-projects';
import { ApiError } from './lib/api';
import { ERROR_CODES } from '@common/error-codes';
import { TwoFactorRequiredScreen } from './features/settings/security/two-factor-required';

// Each screen's code loads when it is first opened.
const SettingsPage = lazy(() => import('./features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const AgentsPage = lazy(() => import('./features/agents/agents-page').then((m) => ({ default: m.AgentsPage })));
const TestConsole = lazy(() => import('./features/test-console/test-console').then((m) => ({ default: m.TestConsole })));
const TestConsolePage = lazy(() => import('./features/test-console/test-console-page').then((m) => ({ default: m.TestConsolePage })));
const DeploymentsPage = lazy(() => import('./features/deployments/deployments-page').then((m) => ({ default: m.DeploymentsPage })));
const WidgetsPanel = lazy(() => import('./features/widgets/widgets-panel').then((m) => ({ default: m.WidgetsPanel })));
const KnowledgePage = lazy(() => import('./features/knowledge/knowledge-page').then((m) => ({ default: m.KnowledgePage })));
const WorkflowsListPage = lazy(() => import('./features/workflows-list/workflows-list-page').then((m) => ({ default: m.WorkflowsListPage })));
const ToolsPage = lazy(() => import('./features/tools/tools-page').then((m) => ({ default: m.ToolsPage })));
const VisitorsPage = lazy(() => import('./features/visitors/visitors-page').then((m) => ({ default: m.VisitorsPage })));
const LeadsPage = lazy(() => import('./features/leads/leads-page').then((m) => ({ default: m.LeadsPage })));
const HelpPage = lazy(() => import('./features/help/help-page').then((m) => ({ default: m.HelpPage })));
const ConversationsPage = lazy(() => import('./features/conversations/conversations-page').then((m) => ({ default: m.ConversationsPage })));
const ConversationPage = lazy(() => import('./features/conversations/conversations-page').then((m) => ({ default: m.ConversationPage })));
const InboxPage = lazy(() => import('./features/inbox/inbox-page').then((m) => ({ default: m.InboxPage })));
const WorkflowBuilderPage = lazy(() => import('./features/workflow-builder/workflow-builder-page').then((m) => ({ default: m.WorkflowBuilderPage })));
const CuratedAnswersPage = lazy(() => import('./features/curated-answers/curated-answers-page').then((m) => ({ default: m.CuratedAnswersPage })));
const UnansweredPage = lazy(() => import('./features/unanswered/unanswered-page').then((m) => ({ default: m.UnansweredPage })));
const AnalyticsPage = lazy(() => import('./features/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })));

/** While the instance requires two-factor sign-in and this account has none, only its set-up shows. */
function useTwoFactorSetupRequired(): boolean {
  const projects = useCurrentProject();
  return projects.error instanceof ApiError && projects.error.code === ERROR_CODES.twoFactorSetupRequired;
}

/** An operator's role has no dashboard: their work starts in Conversations. */
function HomePage() {
  const { project } = useCurrentProject();
  if (project && !roleCan(project.role, 'view')) return <Redirect to="/conversations" replace />;
  return <DashboardPage />;
}

export function AuthorizedApp({ user }: { user: PublicUser }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const refreshUser = () => queryClient.invalidateQueries(authStatusQuery());
  const setupRequired = useTwoFactorSetupRequired();

  return (
    <TooltipProvider>
      <AppShell user={user}>
        <Suspense fallback={<PageLoading />}>
        {setupRequired ? <TwoFactorRequiredScreen /> : <Switch>
          <Route path="/">
            <HomePage />
          </Route>
          <Route path="/agents">
            <AgentsPage testConsole={(agentId) => <TestConsole agentId={agentId} />} />
          </Route>
          <Route path="/agents/:agentId/workflow">{(params) => <WorkflowBuilderPage agentId={params.agentId} />}</Route>
          <Route path="/agents/:agentId/answers">{(params) => <CuratedAnswersPage agentId={params.agentId} />}</Route>
          <Route path="/agents/:agentId/unanswered">{(params) => <UnansweredPage agentId={params.agentId} />}</Route>
          <Route path="/workflows">
            <WorkflowsListPage />
          </Route>
          <Route path="/knowledge">
            <KnowledgePage />
          </Route>
          <Route path="/test-console">
            <TestConsolePage />
          </Route>
          <Route path="/tools">
            <ToolsPage isAdmin={user.role === 'admin'} />
          </Route>
          <Route path="/analytics">
            <AnalyticsPage />
          </Route>
          <Route path="/leads">
            <LeadsPage />
          </Route>
          <Route path="/conversations">
            <ConversationsPage />
          </Route>
          <Route path="/conversations/:conversationId">{(params) => <ConversationPage conversationId={params.conversationId} />}</Route>
          <Route path="/visitors">
            <VisitorsPage />
          </Route>
          <Route path="/visitors/:visitorId">{(params) => <VisitorsPage visitorId={params.visitorId} />}</Route>
          <Route path="/inbox">
            <InboxPage userId={user.id} />
          </Route>
          <Route path="/deployments">
            <DeploymentsPage widgetsPanel={(agent) => <WidgetsPanel agentId={agent.id} agentName={agent.name} />} />
          </Route>
          <Route path="/help">
            <HelpPage />
          </Route>
          <Route path="/settings">
            <SettingsPage user={user} onUserChanged={refreshUser} />
          </Route>
          <Route>
            <NotFoundPage inShell />
          </Route>
        </Switch>}
        </Suspense>
      </AppShell>
      <Toaster label={t('notifications')} />
    </TooltipProvider>
  );
}
