import { Loader2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import type { TestResult } from '@common/testing';
import { AnsweringModel } from '../../components/answering-model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CurrentPromptDialog } from './current-prompt-dialog';
import { StatusDot } from './status-dot';

interface ConsoleToolbarProps {
  agent: Agent;
  /** the page's agent selector; inside the agents page's modal the agent's name shows instead */
  agentPicker?: ReactNode;
  /** the latest turn's result: the provider and model that really answered (the offline model when no key is set) */
  answeredBy: TestResult | undefined;
  analyzing: boolean;
  onAnalyze: () => void;
}

export function ConsoleToolbar({ agent, answeredBy, agentPicker, analyzing, onAnalyze }: ConsoleToolbarProps) {
  const { t } = useTranslation('testConsole');
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 @2xl:flex-row @2xl:items-center @2xl:justify-between">
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3">
        {agentPicker ?? (
          <span className="flex min-w-0 items-center gap-2 font-semibold">
            <StatusDot status={agent.status} />
            <span className="truncate">{agent.name}</span>
          </span>
        )}
        {answeredBy ? (
          <Badge variant={answeredBy.offline ? 'warning' : 'outline'} className="gap-1 font-normal" data-testid="console-answered-by">
            {t('toolbar.answeredBy')}{' '}
            <span className="font-mono">
              {t('providers.' + answeredBy.provider, { defaultValue: answeredBy.provider })} / {answeredBy.model}
            </span>
          </Badge>
        ) : (
          <AnsweringModel projectId={agent.projectId} modelProvider={agent.modelProvider} modelName={agent.modelName}>
            <Badge variant="outline" className="gap-1 font-normal" data-testid="console-configured-model">
              {t('toolbar.configured')}{' '}
              <span className="font-mono">
                {t('providers.' + agent.modelProvider, { defaultValue: agent.modelProvider })} / {agent.modelName}
              </span>
            </Badge>
          </AnsweringModel>
        )}
        <Badge variant={agent.status === 'active' ? 'success' : agent.status === 'draft' ? 'warning' : 'secondary'}>
          {t(`status.${agent.status}`)}
        </Badge>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <CurrentPromptDialog agentName={agent.name} prompt={agent.systemPrompt ?? ''} />
        <Button onClick={onAnalyze} disabled={analyzing} data-testid="console-analyze">
          {analyzing ? <Loader2 className="animate-spin" /> : <Sparkles />}
          {analyzing ? t('analysis.running') : t('analysis.run')}
        </Button>
      </div>
    </div>
  );
}
