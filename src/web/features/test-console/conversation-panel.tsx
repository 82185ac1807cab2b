import { Columns2, MessagesSquare, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { CompareSettings, type CompareSide } from './compare-settings';
import { ConversationTurn } from './conversation-turn';
import { AGENT_MODEL } from './test-settings';
import type { Conversation, ConsoleTurn } from './use-conversation';

interface ConversationPanelProps {
  agent: Agent;
  main: Conversation;
  /** side B of a comparison, sent the same messages; null when not comparing */
  other: Conversation | null;
  compare: CompareSide | null;
  onCompareChange: (next: CompareSide | null) => void;
  onReset: () => void;
  onSaveAsCase: (turn: ConsoleTurn) => void;
}

function Turns({ agent, conversation, label, onSaveAsCase, testId }: { agent: Agent; conversation: Conversation; label?: string; onSaveAsCase: (turn: ConsoleTurn) => void; testId: string }) {
  const { turns } = conversation;
  const firstOffline = turns.find((turn) => turn.result?.offline)?.id;
  return (
    <section className="flex min-w-0 flex-col gap-3" data-testid={testId} aria-label={label}>
      {label && <h3 className="text-sm font-semibold">{label}</h3>}
      <ol className="flex flex-col gap-4">
        {turns.map((turn, i) => (
          <ConversationTurn key={turn.id} agent={agent} turn={turn} latest={i === turns.length - 1}
            primary={testId === 'conversation-a'} showOfflineNotice={turn.id === firstOffline} onSaveAsCase={() => onSaveAsCase(turn)} />
        ))}
      </ol>
    </section>
  );
}

/** The console conversation: each message goes with the ones before it; side by side, a second prompt or model answers the same messages. */
export function ConversationPanel({ agent, main, other, compare, onCompareChange, onReset, onSaveAsCase }: ConversationPanelProps) {
  const { t } = useTranslation('testConsole');
  const empty = main.turns.length === 0;
  return (
    <Card data-testid="console-results">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('conversation.title')}</CardTitle>
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <Switch
                checked={compare !== null}
                onCheckedChange={(on) => onCompareChange(on ? { model: AGENT_MODEL, prompt: agent.systemPrompt ?? '' } : null)}
                disabled={main.isRunning}
                data-testid="console-compare-toggle"
              />
              <Columns2 className="size-4 text-muted-foreground" aria-hidden="true" />
              {t('conversation.compare')}
            </label>
            <Button variant="outline" size="sm" onClick={onReset} disabled={empty} data-testid="console-reset">
              <RotateCcw />
              {t('conversation.reset')}
            </Button>
          </div>
        </div>
        <CardDescription>{t('conversation.description')}</CardDescription>
        {compare && <CompareSettings agent={agent} value={compare} onChange={onCompareChange} />}
      </CardHeader>
      <CardContent>
        {empty ? (
          <div className="flex flex-col items-center gap-2 rounded-md border border-dashed p-6 text-center" data-testid="conversation-empty">
            <MessagesSquare className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{t('conversation.empty')}</p>
          </div>
        ) : other ? (
          <div className="grid gap-6 @2xl:grid-cols-2">
            <Turns agent={agent} conversation={main} label={t('conversation.sideA')} onSaveAsCase={onSaveAsCase} testId="conversation-a" />
            <Turns agent={agent} conversation={other} label={t('conversation.sideB')} onSaveAsCase={onSaveAsCase} testId="conversation-b" />
          </div>
        ) : (
          <Turns agent={agent} conversation={main} onSaveAsCase={onSaveAsCase} testId="conversation-a" />
        )}
      </CardContent>
    </Card>
  );
}
