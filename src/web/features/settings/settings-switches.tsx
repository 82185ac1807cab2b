import { useTranslation } from 'react-i18next';
import type { UserSettings } from '@common/settings';
import { InlineError } from '../../components/inline-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { useSettings } from '../../lib/queries/get-settings';
import { useUpdateSettings } from './api/update-settings';
import { errorMessage } from './error-message';
import { SettingRow } from './setting-row';

export type BooleanSetting = { [K in keyof UserSettings]: UserSettings[K] extends boolean ? K : never }[keyof UserSettings];

/** On/off settings saved as soon as they change (GET/PUT /api/settings). Labels: settings.toggles.<key>. */
export function SettingsSwitches({ keys }: { keys: BooleanSetting[] }) {
  const { t } = useTranslation('settings');
  const settings = useSettings();
  const update = useUpdateSettings({
    onError: (error) => toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' }),
  });

  if (settings.isPending) return <Skeleton className="h-40 w-full" />;
  if (settings.isError) return <InlineError error={settings.error} onRetry={() => void settings.refetch()} />;

  return (
    <div className="divide-y">
      {keys.map((key) => (
        <SettingRow key={key} id={`setting-${key}`} label={t(`toggles.${key}.label`)} description={t(`toggles.${key}.description`)}>
          <Switch
            id={`setting-${key}`}
            data-testid={`setting-${key}`}
            checked={settings.data[key]}
            onCheckedChange={(checked) => update.mutate({ [key]: checked })}
          />
        </SettingRow>
      ))}
    </div>
  );
}
