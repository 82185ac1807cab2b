import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { DOCUMENT_ACCEPT } from './document-file-check';

/** Step 3's drop zone: pick or drop documents. */
export function DocumentPicker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('wizard');
  const inputId = useId();
  const [over, setOver] = useState(false);
  return (
    <label
      htmlFor={inputId}
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
      data-testid="document-upload"
    >
      <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
      <span className="text-sm font-medium">{t('knowledge.uploadTitle')}</span>
      <span className="text-xs text-muted-foreground">{t('knowledge.uploadFormats')}</span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        data-testid="agent-document-input"
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </label>
  );
}
