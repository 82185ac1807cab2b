import { useTranslation } from 'react-i18next';
import type { Dataset } from '@common/knowledge';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { useItems } from './api/get-items';
import { useUploadDocument } from './api/upload-document';
import { DocumentDropZone } from './document-drop-zone';
import { DocumentUploadRow } from './document-upload-row';
import { useDocumentUploads } from './use-document-uploads';

/** Pick or drop documents; each is checked, uploaded on its own and then followed until it is processed. */
export function UploadDocumentsDialog({ dataset, onClose }: { dataset: Dataset; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { t: tc } = useTranslation();
  const upload = useUploadDocument(dataset);
  const { uploads, add } = useDocumentUploads(upload.mutateAsync);
  const accepted = uploads.some((u) => u.state === 'uploaded');
  const items = useItems(dataset.id, dataset.status === 'processing');
  const itemById = new Map((accepted ? (items.data ?? []) : []).map((item) => [item.id, item]));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl" data-testid="upload-dialog">
        <DialogHeader>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogDescription>{t('upload.description', { name: dataset.name })}</DialogDescription>
        </DialogHeader>
        <DocumentDropZone onFiles={add} />
        {uploads.length > 0 && (
          <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-live="polite" data-testid="upload-list">
            {uploads.map((u) => (
              <DocumentUploadRow key={u.key} upload={u} item={u.itemId ? itemById.get(u.itemId) : undefined} />
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {tc('close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
