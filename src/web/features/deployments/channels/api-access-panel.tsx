import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import type { ChannelState } from './channel-state';
import { GenerateCodeButton } from './generate-code-button';
import { McpEndpointCard } from './mcp-endpoint-card';
import { OpenaiEndpointCard } from './openai-endpoint-card';
import { PlatformKeys } from './platform-keys';
import { StateHint } from './state-hint';
import { TraceTextsCard } from './trace-texts-card';

interface ApiAccessPanelProps {
  agentId: string;
  projectId: string;
  state: ChannelState;
}

/** The published API (POST /api/agents/{id}/run) and the project's platform keys that call it. */
export function ApiAccessPanel({ agentId, projectId, state }: ApiAccessPanelProps) {
  const { t } = useTranslation('deployments');
  return (
    <div className="flex flex-col gap-6" data-testid="channel-panel-api">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <CardTitle>{t('apiAccess.title')}</CardTitle>
            <CardDescription>{t('apiAccess.description')}</CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href="/api/docs" target="_blank" rel="noopener noreferrer">
                <BookOpen />
                {t('apiAccess.reference')}
              </a>
            </Button>
            <GenerateCodeButton agentId={agentId} type="api" label={t('apiAccess.getCode')} />
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-2 rounded-md border bg-muted/60 px-3 py-2 font-mono text-sm" data-testid="api-endpoint">
            <span className="rounded bg-success/15 px-1.5 py-0.5 text-xs font-semibold text-success">POST</span>
            <span className="min-w-0 break-all">{`/api/agents/${agentId}/run`}</span>
          </div>
          <p className="text-sm text-muted-foreground">{t('apiAccess.auth')}</p>
          {state !== 'live' && <StateHint testId="api-state-hint">{t('apiAccess.noVersionHint')}</StateHint>}
        </CardContent>
      </Card>
      <OpenaiEndpointCard agentId={agentId} />
      <McpEndpointCard agentId={agentId} />
      <TraceTextsCard agentId={agentId} />
      <PlatformKeys projectId={projectId} />
    </div>
  );
}
