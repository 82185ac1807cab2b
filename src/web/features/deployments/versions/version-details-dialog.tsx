import { Check, Copy, EyeOff, ExternalLink, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useTranslation } from 'react-i18next';
import type { AgentVersion } from '@common/versions';
import { AnsweringModel } from '../../../components/answering-model';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CodeBlock, useCopy } from '../../../components/ui/code-block';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useFormatDate } from '../use-format-date';
import { FailingCasesList } from './failing-cases-list';
import { personalityPreview } from './personality-preview';

function SnapshotField({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/**
 * The frozen snapshot of one version, its public demo and the widget page address.
 * Copying the address says so on its button rather than in a toast, which would take the first
 * Escape away from the dialog.
 */
export function VersionDetailsDialog({ version, projectId, onClose }: { version: AgentVersion | null; projectId: string; onClose: () => void }) {
  const { t } = useTranslation('deployments');
  const formatDate = useFormatDate();
  const widgetUrl = version ? `${window.location.origin}/widget/${version.id}` : '';

  const { copied, copy } = useCopy();
  const personality = version ? personalityPreview(version.snapshot.systemPrompt) : '';

  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl" data-testid="version-details-dialog">
        {version && (
          <>
            <DialogHeader>
              <DialogTitle>{t('details.title', { version: version.version })}</DialogTitle>
              <DialogDescription>{t('details.description')}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <SnapshotField label={t('details.version')}>
                <span className="font-mono">{version.version}</span>
              </SnapshotField>
              <SnapshotField label={t('details.status')}>
                <Badge variant={version.isActive ? 'success' : 'secondary'}>{version.isActive ? t('status.active') : t('status.inactive')}</Badge>
              </SnapshotField>
              <SnapshotField label={t('details.publishedAt')}>{formatDate(version.publishedAt)}</SnapshotField>
              <SnapshotField label={t('details.publishedBy')}>{version.publishedByName ?? t('details.unknownPublisher')}</SnapshotField>
              {version.activatedAt && (
                <SnapshotField label={t('details.activated')} className="col-span-2 sm:col-span-4">
                  <span data-testid="version-activated-line">
                    {t('details.activatedLine', { date: formatDate(version.activatedAt), name: version.activatedByName ?? t('details.unknownPublisher') })}
                  </span>
                </SnapshotField>
              )}
            </dl>
            {version.publishedDespiteFailures && (
              <section className="flex flex-col gap-3 rounded-lg border border-warning/50 bg-warning/5 p-4" aria-labelledby="version-failing-title" data-testid="version-failing-cases">
                <h3 id="version-failing-title" className="flex items-center gap-2 text-sm font-semibold">
                  <TriangleAlert className="size-4 text-warning" aria-hidden="true" />
                  {t('details.publishedDespiteFailures', { count: version.failingCases.length, name: version.publishedByName ?? t('details.unknownPublisher') })}
                </h3>
                <FailingCasesList cases={version.failingCases} />
              </section>
            )}
            <section className="flex flex-col gap-3 rounded-lg border p-4" aria-labelledby="version-snapshot-title">
              <h3 id="version-snapshot-title" className="text-sm font-semibold">
                {t('details.snapshot')}
              </h3>
              <dl className="grid gap-4 sm:grid-cols-2">
                <SnapshotField label={t('details.modelName')}>
                  <span className="font-mono">{version.snapshot.modelName}</span>
                </SnapshotField>
                <SnapshotField label={t('details.provider')}>{t(`providers.${version.snapshot.modelProvider}`, { defaultValue: version.snapshot.modelProvider })}</SnapshotField>
                <SnapshotField label={t('details.personality')} className="sm:col-span-2">
                  <span data-testid="version-personality">{personality || <span className="text-muted-foreground">{t('details.noPrompt')}</span>}</span>
                </SnapshotField>
              </dl>
              <AnsweringModel projectId={projectId} modelProvider={version.snapshot.modelProvider} modelName={version.snapshot.modelName} className="self-start">
                {null}
              </AnsweringModel>
            </section>
            <section className="flex flex-col gap-2" aria-labelledby="version-prompt-title">
              <h3 id="version-prompt-title" className="text-sm font-semibold">
                {t('details.systemPrompt')}
              </h3>
              {version.snapshot.systemPrompt ? (
                <CodeBlock code={version.snapshot.systemPrompt} className="max-h-56" copyLabel={t('details.copyPrompt')} copiedLabel={t('details.copied')} />
              ) : (
                <p className="text-sm text-muted-foreground">{t('details.noPrompt')}</p>
              )}
            </section>
            {!version.isPublic && (
              <p className="flex items-start gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-warning" data-testid="version-hidden-note">
                <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('details.hiddenNote')}
              </p>
            )}
            <DialogFooter className="sm:justify-between">
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button asChild variant="outline">
                  <a href={`/demo/${version.id}`} target="_blank" rel="noopener noreferrer" data-testid="version-public-demo">
                    <ExternalLink />
                    {t('details.publicDemo')}
                  </a>
                </Button>
                <Button variant="outline" onClick={() => void copy(widgetUrl)} data-testid="version-copy-widget-url">
                  {copied ? <Check className="text-success" /> : <Copy />}
                  <span aria-live="polite">{copied ? t('details.widgetUrlCopied') : t('details.copyWidgetUrl')}</span>
                </Button>
              </div>
              <DialogClose asChild>
                <Button>{t('actions.close')}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
