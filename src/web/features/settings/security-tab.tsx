import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SettingsSwitches } from './settings-switches';

export function SecurityTab() {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('security.title')}</CardTitle>
          <CardDescription>{t('security.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SettingsSwitches keys={['rateLimiting', 'ipWhitelisting', 'piiMasking']} />
        </CardContent>
      </Card>
      <Card data-testid="two-factor">
        <CardHeader className="flex-row items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle>{t('security.twoFactor.title')}</CardTitle>
            <CardDescription>{t('security.twoFactor.description')}</CardDescription>
          </div>
          <Badge variant="secondary">{t('notAvailableYet')}</Badge>
        </CardHeader>
      </Card>
    </div>
  );
}
