import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MODEL_PROVIDERS } from '@common/catalogues';
import { cn } from '../lib/cn';
import { useRunsOffline } from '../lib/usable-providers';

/** Settings > API Keys */
const API_KEYS_PATH = '/settings?tab=api-keys';

interface AnsweringModelProps {
  projectId: string | null;
  modelProvider: string;
  modelName: string;
  /** the configured model as the screen shows it: what answers once a key serves it */
  children: ReactNode;
  /** the link opens a new tab (the wizard, so its unsaved changes stay) */
  newTab?: boolean;
  className?: string;
}

/**
 * The model that really answers for an agent: its configured model when the project (or the
 * instance) has a key for the provider, else a note that the built-in offline model answers with
 * one link to Settings > API Keys. Saving or removing a key changes every screen at once.
 */
export function AnsweringModel({ projectId, modelProvider, modelName, children, newTab, className }: AnsweringModelProps) {
  const { t } = useTranslation('offlineModel');
  const offline = useRunsOffline(projectId, modelProvider, modelName);
  if (!offline) return <>{children}</>;

  const provider = MODEL_PROVIDERS.find((p) => p.id === modelProvider)?.name ?? modelProvider;
  const linkClass = 'whitespace-nowrap font-medium text-primary underline underline-offset-4';
  return (
    <span className={cn('inline-flex items-start gap-1.5 rounded-md border border-warning/40 bg-warning/10 px-2 py-1 text-xs text-foreground', className)} data-testid="offline-model-notice">
      <CloudOff className="mt-px size-3.5 shrink-0 text-warning" aria-hidden="true" />
      <span>
        {t('answers', { provider })}{' '}
        {newTab ? (
          <a href={API_KEYS_PATH} target="_blank" rel="noopener" className={linkClass}>
            {t('addKey')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        ) : (
          <Link href={API_KEYS_PATH} className={linkClass}>
            {t('addKey')}
          </Link>
        )}
      </span>
    </span>
  );
}
