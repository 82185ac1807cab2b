import { LoaderCircle, MessageSquare, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '@common/markdown-view';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { scheduleWorkflowExecution } from './api/execute-workflow';
import { useSendQuickTest } from './api/send-quick-test';
import { createSessionId } from './version-visibility';

type Turn = { id: number; role: 'user' | 'assistant'; content: string };

/** Who the quick test speaks as; the workflow it triggers sees this contact. */
const TEST_USER = { id: 'workflow-builder-test', name: 'Test User', email: 'test@example.com', source: 'workflow-builder' } as const;

function QuickTestConversation({ agentId, agentName }: { agentId: string; agentName: string }) {
  const { t } = useTranslation('workflowRun');
  const [sessionId] = useState(() => createSessionId());
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const send = useSendQuickTest(agentId);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [turns.length, send.isPending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = draft.trim();
    if (!message || send.isPending) return;
    setDraft('');
    setTurns((prev) => [...prev, { id: prev.length, role: 'user', content: message }]);
    const userData = { name: TEST_USER.name, email: TEST_USER.email };
    send.mutate(
      { message, sessionId, userId: TEST_USER.id, userData: { ...userData, source: TEST_USER.source } },
      {
        onSuccess: (reply) => {
          setTurns((prev) => [...prev, { id: prev.length, role: 'assistant', content: reply.response }]);
          scheduleWorkflowExecution(agentId, {
            triggerType: 'custom',
            userMessage: message,
            agentResponse: reply.response,
            userData,
            userId: TEST_USER.id,
            conversationId: sessionId,
            timestamp: new Date().toISOString(),
          });
        },
        onError: (error) => {
          console.warn('Quick test failed', error);
          toast({ title: t('error'), description: t('quickTest.failed'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>{t('quickTest.title')}</DialogTitle>
        <DialogDescription>{t('quickTest.description', { name: agentName })}</DialogDescription>
      </DialogHeader>
      <ol ref={listRef} className="flex h-80 flex-col gap-3 overflow-y-auto rounded-lg border bg-muted/30 p-3" aria-live="polite" data-testid="quick-test-messages">
        {turns.length === 0 && !send.isPending && (
          <li className="m-auto flex flex-col items-center gap-2 text-center text-sm text-muted-foreground">
            <MessageSquare className="size-6" aria-hidden="true" />
            {t('quickTest.empty')}
          </li>
        )}
        {turns.map((turn) => (
          <li key={turn.id} className={cn('flex flex-col gap-1', turn.role === 'user' ? 'items-end' : 'items-start')} data-role={turn.role}>
            <span className="text-xs text-muted-foreground">{turn.role === 'user' ? t('quickTest.you') : agentName || t('quickTest.agent')}</span>
            {turn.role === 'user' ? (
              <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground">{turn.content}</p>
            ) : (
              <div className="max-w-[85%] rounded-lg border bg-card px-3 py-2 text-sm text-card-foreground">
                <MarkdownView text={turn.content} />
              </div>
            )}
          </li>
        ))}
        {send.isPending && (
          <li className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('quickTest.thinking')}
          </li>
        )}
      </ol>
      <form className="flex gap-2" onSubmit={submit}>
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('quickTest.placeholder')}
          aria-label={t('quickTest.placeholder')}
          maxLength={4000}
          autoFocus
          data-testid="quick-test-input"
        />
        <Button type="submit" disabled={!draft.trim() || send.isPending} data-testid="quick-test-send">
          <Send />
          {t('quickTest.send')}
        </Button>
      </form>
    </>
  );
}

/** The 'Test Live Agent' quick test, for a public agent only. */
export function QuickTestButton({ agentId, agentName, disabled }: { agentId: string; agentName: string; disabled: boolean }) {
  const { t } = useTranslation('workflowRun');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled} title={disabled ? t('publicAccess.testLiveDisabled') : undefined} data-testid="test-live-agent">
          <MessageSquare />
          {t('publicAccess.testLive')}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg" data-testid="quick-test-dialog">
        <QuickTestConversation agentId={agentId} agentName={agentName} />
      </DialogContent>
    </Dialog>
  );
}
