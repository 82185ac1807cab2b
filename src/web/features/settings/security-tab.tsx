import { useTranslation } from 'react-i18next';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useSettings } from '../../lib/queries/get-settings';
import { useTwoFactor } from './security/api/get-two-factor';
import { ChatLimitsForm } from './security/chat-limits-form';
import { PasswordCard } from './security/password-card';
import { SessionsCard } from './security/sessions-card';
import { TwoFactorCard } from './security/two-factor-card';
import { SettingsSwitches } from './settings-switches';

export function SecurityTab() {
  const { t } = useTranslation('settings');
  const twoFactor = useTwoFactor();
  const settings = useSettings();
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
        <CardContent className="flex flex-col gap-4">
          <SettingsSwitches keys={['rateLimiting']} />
          {settings.data && <ChatLimitsForm limits={settings.data.chatLimits} enabled={settings.data.rateLimiting} />}
          <SettingsSwitches keys={['piiMasking']} />
        </CardContent>
      </Card>
    </div>
  );
}
