import { Check, Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCopy } from '../../../components/ui/code-block';
import { demoUrlOf } from './version-visibility';

/** The public demo address of the public version, with a copy button ('copied' for 2 s). */
export function DemoUrl({ versionId }: { versionId: string }) {
  const { t } = useTranslation('workflowRun');
  const { copied, copy } = useCopy();
  const url = demoUrlOf(window.location.origin, versionId);
  return (
    <div className="flex h-9 min-w-0 max-w-64 items-center gap-1 rounded-md border bg-muted/40 pl-3 pr-1">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-w-0 items-center gap-1.5 truncate font-mono text-xs text-muted-foreground hover:text-foreground hover:underline"
        title={t('publicAccess.demoUrl')}
        data-testid="demo-url"
      >
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">{url}</span>
      </a>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label={copied ? t('publicAccess.copied') : t('publicAccess.copy')}
        title={copied ? t('publicAccess.copied') : t('publicAccess.copy')}
        onClick={() => void copy(url)}
        data-testid="copy-demo-url"
        data-copied={copied}
      >
        {copied ? <Check className="text-success" /> : <Copy />}
      </Button>
    </div>
  );
}
