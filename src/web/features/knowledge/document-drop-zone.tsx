import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { DOCUMENT_ACCEPT } from './document-check';

/** Click to pick or drop files; several at once. */
export function DocumentDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('knowledge');
  const [over, setOver] = useState(false);

  return (
    <label
      htmlFor="document-upload-input"
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
        onFiles(Array.from(e.dataTransfer.files));
      }}
      data-testid="upload-drop-zone"
    >
      <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
      <span className="text-sm font-medium">{t('upload.dropTitle')}</span>
      <span className="text-xs text-muted-foreground">{t('upload.formats')}</span>
      <input
        id="document-upload-input"
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        data-testid="upload-input"
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </label>
  );
}
