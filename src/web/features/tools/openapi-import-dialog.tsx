import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenApiPreview } from '@common/openapi-import';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { OpenApiOperationsStep } from './openapi-operations-step';
import { OpenApiSourceStep } from './openapi-source-step';

/** Import OpenAPI: read a document, then pick the operations that become api tools. */
export function OpenApiImportDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation('toolImports');
  const [preview, setPreview] = useState<OpenApiPreview | null>(null);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" data-testid="openapi-import-dialog">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{preview ? t('operations.description') : t('source.description')}</DialogDescription>
        </DialogHeader>
        {preview ? (
          <OpenApiOperationsStep projectId={projectId} preview={preview} onBack={() => setPreview(null)} onDone={onClose} />
        ) : (
          <OpenApiSourceStep projectId={projectId} onRead={setPreview} onCancel={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
