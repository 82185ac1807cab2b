import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT } from '@common/knowledge';
import { FileDropZone } from '../../../components/file-drop-zone';

/** Step 3's drop zone: pick or drop documents. */
export function DocumentPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('wizard');
  return (
    <FileDropZone
      onFiles={onFiles}
      accept={DOCUMENT_ACCEPT}
      title={t('knowledge.uploadTitle')}
      hint={t('knowledge.uploadFormats')}
      testId="document-upload"
      inputTestId="agent-document-input"
    />
  );
}
