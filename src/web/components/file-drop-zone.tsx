import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn';

/** Click to pick files, or drop them; several at once. */
export function FileDropZone({
  onFiles,
  accept,
  title,
  hint,
  testId,
  inputTestId,
}: {
  onFiles: (files: File[]) => void;
  accept: string;
  title: string;
  hint: string;
  testId: string;
  inputTestId: string;
}) {
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
      data-testid={testId}
    >
      <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
      <span className="text-sm font-medium">{title}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
      <input
        id={inputId}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        data-testid={inputTestId}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </label>
  );
}
