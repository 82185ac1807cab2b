import { useTranslation } from 'react-i18next';
import { AgentDocumentRow } from './agent-document-row';
import { DocumentPicker } from './document-picker';
import type { DocumentQueue } from './use-queued-documents';

/** Create mode: documents are listed now and uploaded to the agent's dataset once the agent is created. */
export function QueuedDocumentsField({ queue }: { queue: DocumentQueue }) {
  const { t } = useTranslation('wizard');
  return (
    <div className="grid gap-3">
      <DocumentPicker onFiles={queue.add} />
      {queue.queued.length > 0 && (
        <ul className="grid gap-2" aria-live="polite" data-testid="agent-documents">
          {queue.queued.map((q) => (
            <AgentDocumentRow
              key={q.key}
              name={q.file.name}
              status={q.problem ? 'failed' : 'queuedForCreate'}
              error={q.problem ? t(`knowledge.${q.problem === 'tooLarge' ? 'uploadTooLarge' : 'uploadWrongType'}`) : null}
              onRemove={() => queue.remove(q.key)}
            />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t('knowledge.documentsHintCreate')}</p>
    </div>
  );
}
