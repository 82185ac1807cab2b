import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AgentDocumentsField } from './agent-documents-field';
import { DatasetSelect } from './dataset-select';
import { WebsiteUrlsField } from './website-urls-field';

/** Websites, and documents once the agent exists (uploads go to the agent's dataset, which needs the agent's id). */
export function StepKnowledge({ agentId, projectId }: { agentId: string | null; projectId: string | null }) {
  const { t } = useTranslation('wizard');
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">{t('knowledge.intro')}</p>
      {projectId && <DatasetSelect projectId={projectId} />}
      <WebsiteUrlsField agentId={agentId} />
      <div className="grid gap-2">
        <p className="text-sm font-medium">{t('knowledge.documents')}</p>
        {agentId ? (
          <AgentDocumentsField agentId={agentId} />
        ) : (
          <div
            aria-disabled="true"
            data-testid="document-upload"
            className="flex cursor-not-allowed flex-col items-center gap-2 rounded-lg border-2 border-dashed bg-muted/40 px-4 py-8 text-center"
          >
            <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium text-muted-foreground">{t('knowledge.uploadTitle')}</p>
            <p className="text-xs text-muted-foreground">{t('knowledge.uploadFormats')}</p>
            <p className="rounded-full bg-warning/15 px-3 py-1 text-xs font-medium text-warning">{t('knowledge.uploadSaveFirst')}</p>
          </div>
        )}
      </div>
    </div>
  );
}
