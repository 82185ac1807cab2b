import { Hand, Loader2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InboxConversation } from '@common/inbox';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { handBack, takeOver, useHandoffAction } from './api/handle-conversation';

interface ThreadActionsProps {
  projectId: string;
  conversation: InboxConversation;
  userId: string;
  /** the role may take over and reply (owner, admin, operator) */
  canHandle: boolean;
  /** the role may hand back a conversation someone else holds (owner, admin) */
  canManage: boolean;
}

/** Take over, hand back, and why a button is missing. */
export function ThreadActions({ projectId, conversation, userId, canHandle, canManage }: ThreadActionsProps) {
  const { t } = useTranslation('inbox');
  const take = useHandoffAction(projectId, conversation.id, takeOver);
  const giveBack = useHandoffAction(projectId, conversation.id, handBack);
  const human = conversation.handoff === 'human';
  const mine = human && conversation.operator?.id === userId;
  const error = take.error ?? giveBack.error;
  const busy = take.isPending || giveBack.isPending;

  if (!canHandle || conversation.ended) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="inbox-read-only">
        {conversation.ended ? t('actions.ended') : t('actions.readOnly')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {!human && (
          <Button size="sm" onClick={() => {
              giveBack.reset();
              take.mutate();
            }} disabled={busy} data-testid="inbox-take-over">
            {take.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Hand aria-hidden="true" />}
            {t('actions.takeOver')}
          </Button>
        )}
        {(mine || (human && canManage)) && (
          <Button size="sm" variant="outline" onClick={() => {
              take.reset();
              giveBack.mutate();
            }} disabled={busy} data-testid="inbox-hand-back">
            {giveBack.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />}
            {t('actions.handBack')}
          </Button>
        )}
        {human && !mine && (
          <p className="text-sm text-muted-foreground" data-testid="inbox-held-by">
            {t('actions.heldBy', { name: conversation.operator?.name || t('thread.operator') })}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive" data-testid="inbox-action-error">
          {error instanceof ApiError ? error.serverMessage : error.message}
        </p>
      )}
    </div>
  );
}
