import { useTranslation } from 'react-i18next';
import { AgentDocumentsField } from './agent-documents-field';
import { DatasetSelect } from './dataset-select';
import { QueuedDocumentsField } from './queued-documents-field';
import type { DocumentQueue } from './use-queued-documents';
import { WebsiteUrlsField } from './website-urls-field';

/** Websites and documents: uploaded at once for a stored agent, queued until a new one is created. */
export function StepKnowledge({ agentId, projectId, documentQueue }: { agentId: string | null; projectId: string | null; documentQueue: DocumentQueue }) {
  const { t } = useTranslation('wizard');
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t('knowledge.intro')}</p>
      {projectId && <DatasetSelect projectId={projectId} />}
      <WebsiteUrlsField agentId={agentId} />
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('knowledge.documents')}</p>
        {agentId ? <AgentDocumentsField agentId={agentId} /> : <QueuedDocumentsField queue={documentQueue} />}
      </div>
    </div>
  );
}
