import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_MESSAGE_MAX } from '@common/inbox';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { useSendReply } from './api/handle-conversation';

/** The team member's reply; enabled only while they hold the conversation. Enter sends, Shift+Enter is a new line. */
export function ReplyBox({ projectId, conversationId, enabled }: { projectId: string; conversationId: string; enabled: boolean }) {
  const { t } = useTranslation('inbox');
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const send = useSendReply(projectId, conversationId);
  const ready = enabled && text.trim().length > 0 && !send.isPending;

  // once the conversation is taken over, the cursor waits in the box
  const wasEnabled = useRef(enabled);
  useEffect(() => {
    if (enabled && !wasEnabled.current) box.current?.focus();
    wasEnabled.current = enabled;
  }, [enabled]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready) return;
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t p-3" data-testid="inbox-reply">
      <label htmlFor={`${hintId}-box`} className="sr-only">
        {t('reply.label')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={box}
          id={`${hintId}-box`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={!enabled}
          maxLength={OPERATOR_MESSAGE_MAX}
          rows={2}
          placeholder={t('reply.placeholder')}
          aria-describedby={hintId}
          className="min-h-16 resize-none"
          data-testid="inbox-reply-input"
        />
        <Button type="submit" disabled={!ready} data-testid="inbox-reply-send">
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {t('reply.send')}
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {enabled ? t('reply.hint') : t('actions.takeOverFirst')}
      </p>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive" data-testid="inbox-reply-error">
          {send.error instanceof ApiError ? send.error.serverMessage : send.error.message}
        </p>
      )}
    </form>
  );
}
