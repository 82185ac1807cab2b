import { BarChart3, Bot, History, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { InlineError } from '../../components/inline-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useProjectAgents } from '../../lib/queries/get-project-agents';
import { AgentPicker } from './agent-picker';
import { AnalyticsTab } from './analytics/analytics-tab';
import { ChannelsTab } from './channels/channels-tab';
import type { WidgetsPanelRender } from './widgets-panel-render';
import { useDeploymentsRoute } from './use-deployments-route';
import { VersionsTab } from './versions/versions-tab';

interface ProjectDeploymentsProps {
  projectId: string;
  widgetsPanel: WidgetsPanelRender;
}

export function ProjectDeployments({ projectId, widgetsPanel }: ProjectDeploymentsProps) {
  const { t } = useTranslation('deployments');
  const agents = useProjectAgents(projectId);
  const route = useDeploymentsRoute();

  if (agents.isPending) return <Skeleton className="h-96" />;
  if (agents.isError) return <InlineError error={agents.error} onRetry={() => void agents.refetch()} />;

  const agent = agents.data.find((a) => a.id === route.agentId) ?? agents.data[0];
  if (!agent) {
    return (
      <Card className="mx-auto max-w-lg" data-testid="deployments-no-agent">
        <CardContent className="flex flex-col items-center gap-3 pt-10 pb-10 text-center">
          <Bot className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('noAgent.title')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('noAgent.body')}</p>
          <Button asChild variant="outline">
            <Link href="/agents">{t('noAgent.action')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-testid="deployments-page">
      <AgentPicker agents={agents.data} value={agent.id} onChange={route.selectAgent} />
      <Tabs value={route.tab} onValueChange={route.selectTab}>
        <TabsList aria-label={t('tabs.label')} className="w-full justify-start sm:w-auto">
          <TabsTrigger value="versions" data-testid="deployments-tab-versions">
            <History aria-hidden="true" />
            {t('tabs.versions')}
          </TabsTrigger>
          <TabsTrigger value="channels" data-testid="deployments-tab-channels">
            <Radio aria-hidden="true" />
            {t('tabs.channels')}
          </TabsTrigger>
          <TabsTrigger value="analytics" data-testid="deployments-tab-analytics">
            <BarChart3 aria-hidden="true" />
            {t('tabs.analytics')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="versions">
          <VersionsTab key={agent.id} agentId={agent.id} projectId={projectId} />
        </TabsContent>
        <TabsContent value="channels">
          <ChannelsTab key={agent.id} agent={agent} projectId={projectId} widgetsPanel={widgetsPanel} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab key={agent.id} agentId={agent.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
