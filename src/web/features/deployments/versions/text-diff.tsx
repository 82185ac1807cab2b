import { useTranslation } from 'react-i18next';
import type { TextDiff } from '@common/version-diff';
import { cn } from '../../../lib/cn';

const MARK = { added: '+', removed: '−', same: ' ' } as const;

/** A unified line diff: removed lines in red with −, added in green with +, unchanged in plain text. */
export function TextDiffView({ diff, testId }: { diff: TextDiff; testId: string }) {
  const { t } = useTranslation('deployments');
  if (!diff.lines.length) return <p className="text-sm text-muted-foreground">{t('compare.empty')}</p>;
  return (
    <div className="max-h-72 overflow-auto rounded-md border bg-muted/30 font-mono text-xs" data-testid={testId}>
      {diff.lines.map((line, i) => (
        <div
          key={i}
          data-kind={line.kind}
          className={cn(
            'flex gap-2 whitespace-pre-wrap break-words px-3 py-0.5',
            line.kind === 'added' && 'bg-success/15 text-foreground',
            line.kind === 'removed' && 'bg-destructive/15 text-foreground',
          )}
        >
          <span aria-hidden="true" className={cn('w-3 shrink-0 select-none font-bold', line.kind === 'added' ? 'text-success' : 'text-destructive')}>
            {MARK[line.kind]}
          </span>
          {line.kind !== 'same' && <span className="sr-only">{t(`compare.line.${line.kind}`)}</span>}
          <span className="min-w-0 flex-1">{line.text || '\u00a0'}</span>
        </div>
      ))}
    </div>
  );
}
