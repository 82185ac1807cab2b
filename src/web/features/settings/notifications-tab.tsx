import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SettingsSwitches } from './settings-switches';

export function NotificationsTab() {
  const { t } = useTranslation('settings');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.title')}</CardTitle>
        <CardDescription>{t('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <SettingsSwitches keys={['emailNotifications', 'agentStatusAlerts', 'costAlerts', 'performanceAlerts', 'weeklyReports']} />
      </CardContent>
    </Card>
  );
}
