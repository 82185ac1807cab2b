import { useTranslation } from 'react-i18next';
import { SIGNUP_MODES, type SignupMode } from '@common/instance';
import { InlineError } from '../../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { SettingRow } from '../setting-row';
import { useInstance } from './api/get-instance';
import { useUpdateInstance } from './api/update-instance';
import { IpAllowListCard } from './ip-allow-list-card';
import { MailServerCard } from './mail-server-card';
import { ModelPricesCard } from './model-prices-card';
import { SupportEmailCard } from './support-email-card';

/** Admins only: how this instance lets people in, whether plans apply, its support address, mail server and model prices. */
export function InstanceTab() {
  const { t } = useTranslation('instance');
  const instance = useInstance();
  const update = useUpdateInstance({
    onSuccess: () => toast({ title: t('saved') }),
    onError: (error) => toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  if (instance.isPending) return <Skeleton className="h-60 w-full" />;
  if (instance.isError) return <InlineError error={instance.error} onRetry={() => void instance.refetch()} />;
  const config = instance.data;

  return (
    <div className="flex flex-col gap-6" data-testid="instance-tab">
      <Card>
        <CardHeader>
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          <SettingRow id="signup-mode" label={t('signup.label')} description={t(`signup.${config.signupMode}`)}>
            <Select value={config.signupMode} disabled={update.isPending} onValueChange={(value) => update.mutate({ signupMode: value as SignupMode })}>
              <SelectTrigger id="signup-mode" className="w-44" data-testid="signup-mode">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SIGNUP_MODES.map((mode) => (
                  <SelectItem key={mode} value={mode}>
                    {t(`signup.modes.${mode}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </SettingRow>
          <SettingRow id="enforce-plans" label={t('plans.label')} description={config.enforcePlans ? t('plans.on') : t('plans.off')}>
            <Switch id="enforce-plans" checked={config.enforcePlans} disabled={update.isPending} onCheckedChange={(enforcePlans) => update.mutate({ enforcePlans })} data-testid="enforce-plans" />
          </SettingRow>
          <SettingRow id="require-two-factor" label={t('twoFactor.label')} description={config.requireTwoFactor ? t('twoFactor.on') : t('twoFactor.off')}>
            <Switch id="require-two-factor" checked={config.requireTwoFactor} disabled={update.isPending} onCheckedChange={(requireTwoFactor) => update.mutate({ requireTwoFactor })} data-testid="require-two-factor" />
          </SettingRow>
        </CardContent>
      </Card>
      <IpAllowListCard config={config} />
      <SupportEmailCard config={config} />
      <MailServerCard config={config} />
      <ModelPricesCard />
    </div>
  );
}
