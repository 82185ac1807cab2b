import { ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RagSource } from '@common/testing';

export function RagSources({ sources }: { sources: RagSource[] }) {
  const { t } = useTranslation('testConsole');
  if (sources.length === 0) return <p className="text-sm text-muted-foreground">{t('results.noSources')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="result-sources">
      {sources.map((source, i) => (
        <li key={i} className="rounded-md border p-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <span className="flex min-w-0 items-center gap-2 font-medium">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {source.url ? (
                <a href={source.url} target="_blank" rel="noreferrer noopener" className="inline-flex min-w-0 items-center gap-1 hover:underline">
                  <span className="truncate">{source.title}</span>
                  <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                </a>
              ) : (
                <span className="truncate">{source.title}</span>
              )}
            </span>
            <span className="shrink-0 rounded bg-primary/10 px-1.5 py-0.5 font-mono text-xs text-primary" title={t('results.score')}>
              {t('results.percent', { value: Math.round(source.score * 100) })}
            </span>
          </div>
          <p className="mt-1.5 line-clamp-3 text-xs text-muted-foreground">{source.snippet}</p>
        </li>
      ))}
    </ul>
  );
}
