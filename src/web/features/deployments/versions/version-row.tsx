import { Eye, EyeOff, Info, Trash2, TriangleAlert, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentVersion } from '@common/versions';
import { AnsweringModel } from '../../../components/answering-model';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../use-format-date';
import { personalityPreview } from './personality-preview';

interface VersionRowProps {
  version: AgentVersion;
  projectId: string;
  /** the toggle change being saved, shown at once */
  pending: { field: 'isActive' | 'isPublic'; value: boolean } | null;
  onChange: (field: 'isActive' | 'isPublic', value: boolean) => void;
  onDetails: () => void;
  onRollback: () => void;
  onDelete: () => void;
}

export function VersionRow({ version, projectId, pending, onChange, onDetails, onRollback, onDelete }: VersionRowProps) {
  const { t } = useTranslation('deployments');
  const formatDate = useFormatDate();
  const id = useId();
  const publisher = version.publishedByName ?? t('details.unknownPublisher');
  const isActive = pending?.field === 'isActive' ? pending.value : version.isActive;
  const isPublic = pending?.field === 'isPublic' ? pending.value : version.isPublic;
  const personality = personalityPreview(version.snapshot.systemPrompt);

  return (
    <li
      className={cn('flex flex-col gap-4 rounded-lg border p-4 lg:flex-row lg:items-center', version.isActive && 'border-primary/50 bg-primary/5')}
      data-testid="version-row"
      data-version={version.version}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-semibold">{version.version}</span>
          <Badge variant={version.isActive ? 'success' : 'secondary'}>{version.isActive ? t('status.active') : t('status.inactive')}</Badge>
          <Badge variant="outline" className="gap-1">
            {version.isPublic ? <Eye className="size-3" aria-hidden="true" /> : <EyeOff className="size-3" aria-hidden="true" />}
            {version.isPublic ? t('status.public') : t('status.hidden')}
          </Badge>
          {version.publishedDespiteFailures && (
            <Badge variant="warning" className="gap-1" data-testid="version-failing-badge">
              <TriangleAlert className="size-3" aria-hidden="true" />
              {t('versions.publishedDespiteFailures', { count: version.failingCases.length })}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {t('versions.publishedLine', { date: formatDate(version.publishedAt), name: publisher })}
        </p>
        <div className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground">
          <AnsweringModel projectId={projectId} modelProvider={version.snapshot.modelProvider} modelName={version.snapshot.modelName}>
            <span className="font-mono">{version.snapshot.modelName}</span>
          </AnsweringModel>
          {personality && <span className="min-w-0 flex-1 basis-48 truncate">· {personality}</span>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-active`}
            checked={isActive}
            disabled={pending !== null}
            onCheckedChange={(value) => onChange('isActive', value)}
            data-testid="version-active-toggle"
          />
          <label htmlFor={`${id}-active`} className="cursor-pointer text-sm">
            {t('versions.activeToggle')}
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-public`}
            checked={isPublic}
            disabled={pending !== null}
            onCheckedChange={(value) => onChange('isPublic', value)}
            data-testid="version-public-toggle"
          />
          <label htmlFor={`${id}-public`} className="cursor-pointer text-sm">
            {t('versions.publicToggle')}
          </label>
        </div>
        <div className="flex gap-2">
          {!version.isActive && (
            <Button variant="outline" size="sm" onClick={onRollback} disabled={pending !== null} aria-label={t('rollback.actionLabel', { version: version.version })} data-testid="version-rollback">
              <Undo2 />
              {t('rollback.action')}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onDetails} data-testid="version-details">
            <Info />
            {t('versions.details')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={t('versions.deleteLabel', { version: version.version })}
            data-testid="version-delete"
          >
            <Trash2 />
            <span>{t('actions.delete')}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
