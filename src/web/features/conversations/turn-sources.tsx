import { ExternalLink, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RagSource } from '@common/testing';

/** The knowledge passages the answer cited, by title, linking to their page when they have one. */
export function TurnSources({ sources }: { sources: RagSource[] }) {
  const { t } = useTranslation('conversations');
  return (
    <div className="text-xs" data-testid="turn-sources">
      <p className="mb-1 font-medium text-muted-foreground">{t('transcript.sources', { count: sources.length })}</p>
      <ul className="flex flex-wrap gap-1.5">
        {sources.map((source, i) => (
          <li key={i} className="flex max-w-full items-center gap-1.5 rounded-md border px-2 py-1" title={source.snippet}>
            <FileText className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            {source.url ? (
              <a href={source.url} target="_blank" rel="noreferrer noopener" className="inline-flex min-w-0 items-center gap-1 text-primary hover:underline">
                <span className="truncate">{source.title}</span>
                <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              <span className="truncate">{source.title}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
