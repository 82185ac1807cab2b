import { useTranslation } from 'react-i18next';
import { userSettings } from '@common/settings';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { setTheme, useTheme } from '../../components/use-theme';
import { saveLanguage, type Language, type Theme } from '../../lib/preferences';
import { useSettings } from '../../lib/queries/get-settings';
import { useUpdateSettings } from './api/update-settings';
import { useUpdateUser } from './api/update-user';
import { errorMessage } from './error-message';
import { SettingRow } from './setting-row';
import { SettingsSwitches } from './settings-switches';

const THEMES: Theme[] = ['light', 'dark', 'system'];
const LANGUAGES: Language[] = ['en', 'es'];
const RETENTION = userSettings.shape.dataRetention.unwrap().options;

export function PreferencesTab() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const { theme } = useTheme();
  const settings = useSettings();
  const onError = (error: Error) => toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' });
  const updateSettings = useUpdateSettings({ onError });
  // The account remembers the language too; the page reloads in it whether or not that save succeeds.
  const updateUser = useUpdateUser();
  const changeLanguage = (language: Language) => {
    updateUser.mutate({ language }, { onSettled: () => saveLanguage(language) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('preferences.title')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col">
        <div className="divide-y border-b pb-4">
          <SettingRow id="pref-theme" label={t('preferences.theme.label')} description={t('preferences.theme.description')}>
            <Select value={theme} onValueChange={(value) => setTheme(THEMES.find((v) => v === value) ?? 'dark')}>
              <SelectTrigger id="pref-theme" data-testid="pref-theme" className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {THEMES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {tc(`theme.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </SettingRow>
          <SettingRow id="pref-language" label={t('preferences.language.label')} description={t('preferences.language.description')}>
            <Select
              value={i18n.language === 'es' ? 'es' : 'en'}
              disabled={updateUser.isPending}
              onValueChange={(value) => changeLanguage(value === 'es' ? 'es' : 'en')}
            >
              <SelectTrigger id="pref-language" data-testid="pref-language" className="w-36">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {LANGUAGES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {tc(`language.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </SettingRow>
        </div>
        <div className="py-4">
          <SettingsSwitches keys={['autoSave', 'tooltips']} />
        </div>
        <div className="border-t pt-4">
          {settings.isError ? (
            <InlineError error={settings.error} onRetry={() => void settings.refetch()} />
          ) : (
            <SettingRow id="pref-retention" label={t('preferences.retention.label')} description={t('preferences.retention.description')}>
              <Select
                value={settings.data?.dataRetention}
                disabled={!settings.data}
                onValueChange={(value) => {
                  const dataRetention = RETENTION.find((option) => option === value);
                  if (dataRetention) updateSettings.mutate({ dataRetention });
                }}
              >
                <SelectTrigger id="pref-retention" data-testid="pref-retention" className="w-36">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {RETENTION.map((value) => (
                    <SelectItem key={value} value={value}>
                      {t(`preferences.retention.options.${value}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </SettingRow>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
