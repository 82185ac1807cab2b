import { useTranslation } from 'react-i18next';
import { SYNC_SCHEDULES, syncSchedule, type Dataset } from '@common/knowledge';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { useUpdateDataset } from './api/update-dataset';
import { errorMessage } from './error-message';
import { useRelativeTime } from './use-relative-time';

/** Off / daily / weekly, saved as soon as it is chosen, with when the next sync is due. */
export function SyncScheduleField({ dataset, disabled }: { dataset: Dataset; disabled: boolean }) {
  const { t } = useTranslation('knowledge');
  const time = useRelativeTime();
  const update = useUpdateDataset(dataset);
  // the choice shows at once; the list brings the saved value (and its next time) back
  const value = (update.isPending && update.variables.syncSchedule) || dataset.syncSchedule;

  const change = (chosen: string) => {
    const schedule = syncSchedule.parse(chosen);
    update.mutate(
      { syncSchedule: schedule },
      {
        onSuccess: () => toast({ title: t('toasts.scheduleSaved'), description: t(`toasts.scheduleSavedBody.${schedule}`, { name: dataset.name }) }),
        onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor="dataset-sync-schedule">{t('sync.schedule')}</Label>
      <Select value={value} onValueChange={change} disabled={disabled || update.isPending}>
        <SelectTrigger id="dataset-sync-schedule" className="w-full sm:w-56" aria-describedby="dataset-sync-next" data-testid="sync-schedule">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {SYNC_SCHEDULES.map((schedule) => (
            <SelectItem key={schedule} value={schedule}>
              {t(`sync.schedules.${schedule}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id="dataset-sync-next" className="text-xs text-muted-foreground" data-testid="sync-next">
        {dataset.nextSyncAt ? t('sync.nextAt', { relative: time.relative(dataset.nextSyncAt), time: time.full(dataset.nextSyncAt) }) : t('sync.offHint')}
      </p>
    </div>
  );
}
