import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useAgentDocuments } from '../api/get-agent-documents';
import { AgentDocumentRow } from './agent-document-row';
import { DOCUMENT_ACCEPT } from './document-file-check';
import type { WizardValues } from './form-schema';
import { useAgentDocumentUploads } from './use-agent-document-uploads';

/** Edit mode: pick or drop documents; each is uploaded to the agent and followed until it is processed. */
export function AgentDocumentsField({ agentId }: { agentId: string }) {
  const { t } = useTranslation('wizard');
  const datasetId = useWatch<WizardValues, 'datasetId'>({ name: 'datasetId' }) ?? null;
  const documents = useAgentDocuments(datasetId);
  const { uploads, add } = useAgentDocumentUploads(agentId);
  const [over, setOver] = useState(false);
  const stored = documents.data ?? [];
  // An accepted upload is shown by its dataset item once the list has it.
  const inFlight = uploads.filter((u) => u.state !== 'uploaded' || !stored.some((item) => item.id === u.itemId));

  return (
    <div className="grid gap-3">
      <label
        htmlFor="agent-document-input"
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring hover:border-primary/60 hover:bg-accent/40',
          over && 'border-primary bg-accent/60',
        )}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          add(Array.from(e.dataTransfer.files));
        }}
        data-testid="document-upload"
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
        <span className="text-sm font-medium">{t('knowledge.uploadTitle')}</span>
        <span className="text-xs text-muted-foreground">{t('knowledge.uploadFormats')}</span>
        <input
          id="agent-document-input"
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          className="sr-only"
          data-testid="agent-document-input"
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </label>
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
              error={item.error}
            />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t('knowledge.documentsHint')}</p>
    </div>
  );
}
