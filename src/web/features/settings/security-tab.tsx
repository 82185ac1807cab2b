import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useTwoFactor } from './security/api/get-two-factor';
import { PasswordCard } from './security/password-card';
import { SessionsCard } from './security/sessions-card';
import { TwoFactorCard } from './security/two-factor-card';
import { Badge } from '../../components/ui/badge';
import { SettingRow } from './setting-row';

export function SecurityTab() {
  const { t } = useTranslation('settings');
  const twoFactor = useTwoFactor();
  return (
    <div className="flex flex-col gap-6">
      {twoFactor.isPending && <Skeleton className="h-40 w-full" />}
      {twoFactor.isError && <InlineError error={twoFactor.error} onRetry={() => void twoFactor.refetch()} />}
      {twoFactor.data && (
        <>
          <PasswordCard hasPassword={twoFactor.data.hasPassword} />
          <TwoFactorCard status={twoFactor.data} />
        </>
      )}
      <SessionsCard />
      <Card>
        <CardHeader>
          <CardTitle>{t('security.title')}</CardTitle>
          <CardDescription>{t('security.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* not enforced by the server yet: shown as unavailable rather than as switches that do nothing */}
          <div className="divide-y">
            {(['rateLimiting', 'piiMasking'] as const).map((key) => (
              <SettingRow key={key} id={`setting-${key}`} label={t(`toggles.${key}.label`)} description={t(`toggles.${key}.description`)}>
                <Badge variant="secondary">
                  {t('security.notAvailableYet')}
                </Badge>
              </SettingRow>
            ))}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
