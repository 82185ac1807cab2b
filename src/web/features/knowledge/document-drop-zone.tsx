import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT } from '@common/knowledge';
import { FileDropZone } from '../../components/file-drop-zone';

/** The Knowledge Base's drop zone for documents. */
export function DocumentDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('knowledge');
  return <FileDropZone onFiles={onFiles} accept={DOCUMENT_ACCEPT} title={t('upload.dropTitle')} hint={t('upload.formats')} testId="upload-drop-zone" inputTestId="upload-input" />;
}
