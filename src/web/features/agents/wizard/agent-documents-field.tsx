import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useItemErrorText } from '../../../lib/item-error-text';
import { useAgentDocuments } from '../api/get-agent-documents';
import { AgentDocumentRow } from './agent-document-row';
import { DocumentPicker } from './document-picker';
import type { WizardValues } from './form-schema';
import { useAgentDocumentUploads } from './use-agent-document-uploads';

/** Edit mode: pick or drop documents; each is uploaded to the agent and followed until it is processed. */
export function AgentDocumentsField({ agentId }: { agentId: string }) {
  const { t } = useTranslation('wizard');
  const datasetId = useWatch<WizardValues, 'datasetId'>({ name: 'datasetId' }) ?? null;
  const documents = useAgentDocuments(datasetId);
  const { uploads, add } = useAgentDocumentUploads(agentId);
  const errorText = useItemErrorText();
  const stored = documents.data ?? [];
  // An accepted upload is shown by its dataset item once the list has it.
  const inFlight = uploads.filter((u) => u.state !== 'uploaded' || !stored.some((item) => item.id === u.itemId));

  return (
    <div className="grid gap-3">
      <DocumentPicker onFiles={add} />
      {(inFlight.length > 0 || stored.length > 0) && (
        <ul className="grid gap-2" aria-live="polite" data-testid="agent-documents">
          {inFlight.map((u) => (
            <AgentDocumentRow
              key={`upload-${u.key}`}
              name={u.name}
              status={u.state === 'uploaded' ? 'pending' : u.state}
              error={u.problem ? t(`knowledge.${u.problem === 'tooLarge' ? 'uploadTooLarge' : 'uploadWrongType'}`) : u.error}
            />
          ))}
          {stored.map((item) => (
            <AgentDocumentRow
              key={item.id}
              name={item.title || item.source}
              status={item.status === 'error' ? 'failed' : item.status}
              chunks={item.chunkCount}
              error={errorText(item)}
            />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t('knowledge.documentsHint')}</p>
    </div>
  );
}
