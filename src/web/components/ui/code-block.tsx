import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** The 'copied' indicator resets after 2 s. */
export const COPIED_RESET_MS = 2000;

/** Copies text and reports it for COPIED_RESET_MS; a copy failure is only logged and answers false. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('Copy failed', error);
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return true;
  };
  return { copied, copy };
}

type CodeBlockProps = ComponentProps<'pre'> & {
  code: string;
  /** accessible labels of the copy button; without them no copy button is shown */
  copyLabel?: string;
  copiedLabel?: string;
};

/** Preformatted text (prompts, code) in a muted panel, with an optional copy button. */
export function CodeBlock({ code, copyLabel, copiedLabel, className, ...props }: CodeBlockProps) {
  const { copied, copy } = useCopy();
  return (
    <div className="group relative">
      <pre
        className={cn(
          'max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/60 p-3 pr-12 font-mono text-xs leading-relaxed text-foreground',
          className,
        )}
        {...props}
      >
        {code}
      </pre>
      {copyLabel && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute right-1.5 top-1.5 size-8"
          aria-label={copied ? (copiedLabel ?? copyLabel) : copyLabel}
          title={copied ? (copiedLabel ?? copyLabel) : copyLabel}
          onClick={() => void copy(code)}
        >
          {copied ? <Check className="text-success" /> : <Copy />}
        </Button>
      )}
    </div>
  );
}
