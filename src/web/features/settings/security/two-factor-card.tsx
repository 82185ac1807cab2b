import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup, TwoFactorStatus } from '@common/account';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useEnableTwoFactor } from './api/enable-two-factor';
import { useRegenerateRecoveryCodes } from './api/regenerate-recovery-codes';
import { useSetupTwoFactor } from './api/setup-two-factor';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodesPanel } from './recovery-codes-panel';

type Asking = 'disable' | 'codes' | null;

/** TOTP: scan or type the secret, prove it with a first code, keep the recovery codes. */
export function TwoFactorCard({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation('account');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const start = useSetupTwoFactor({ onError: (error) => toast({ title: t('twoFactor.failed'), description: errorMessage(error), variant: 'destructive' }) });
  const enable = useEnableTwoFactor({
    onSuccess: (result) => {
      setSetup(null);
      setCode('');
      setCodes(result.codes);
    },
  });
  const disable = useDisableTwoFactor({ onSuccess: () => setAsking(null) });
  const regenerate = useRegenerateRecoveryCodes({
    onSuccess: (result) => {
      setAsking(null);
      setCodes(result.codes);
    },
  });

  return (
    <Card data-testid="two-factor">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>{t('twoFactor.title')}</CardTitle>
          <CardDescription>{t('twoFactor.description')}</CardDescription>
        </div>
        <Badge variant={status.enabled ? 'success' : 'secondary'} data-testid="two-factor-state">
          {status.enabled ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
        {!status.hasPassword && <p className="text-sm text-muted-foreground">{t('twoFactor.provider')}</p>}
        {status.hasPassword && !status.enabled && !setup && (
          <Button className="w-fit" onClick={() => start.mutate(undefined, { onSuccess: setSetup })} disabled={start.isPending} data-testid="two-factor-start">
            <ShieldCheck />
            {t('twoFactor.setUp')}
          </Button>
        )}
        {setup && (
          <div className="grid gap-4 sm:grid-cols-[auto_1fr]" data-testid="two-factor-setup">
            <img src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`} alt={t('twoFactor.qrAlt')} className="size-44 rounded-md border bg-white p-2" />
            <form
              className="grid content-start gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                enable.mutate(code);
              }}
            >
              <p className="text-sm">{t('twoFactor.scan')}</p>
              <div className="grid gap-1">
                <span className="text-xs text-muted-foreground">{t('twoFactor.secretLabel')}</span>
                <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="two-factor-secret">
                  {setup.secret}
                </code>
              </div>
              <div className="grid max-w-48 gap-1.5">
                <Label htmlFor="two-factor-code">{t('twoFactor.code')}</Label>
                <Input id="two-factor-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required value={code} onChange={(e) => setCode(e.target.value)} />
              </div>
              {enable.error && (
                <p className="text-sm text-destructive" role="alert">
                  {errorMessage(enable.error)}
                </p>
              )}
              <div className="flex gap-2">
                <Button type="submit" size="sm" disabled={enable.isPending || code.length !== 6} data-testid="two-factor-enable">
                  {t('twoFactor.turnOn')}
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => setSetup(null)}>
                  {t('twoFactor.cancelSetup')}
                </Button>
              </div>
            </form>
          </div>
        )}
        {status.enabled && !asking && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">{t('twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</p>
            <Button size="sm" variant="outline" onClick={() => setAsking('codes')}>
              <KeyRound />
              {t('twoFactor.newCodes')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAsking('disable')} data-testid="two-factor-disable">
              {t('twoFactor.turnOff')}
            </Button>
          </div>
        )}
        {asking && (
          <PasswordPrompt
            id={`two-factor-${asking}`}
            action={asking === 'disable' ? t('twoFactor.turnOff') : t('twoFactor.newCodes')}
            pending={disable.isPending || regenerate.isPending}
            error={(asking === 'disable' ? disable.error : regenerate.error) ? errorMessage((asking === 'disable' ? disable.error : regenerate.error) as Error) : null}
            onSubmit={(password) => (asking === 'disable' ? disable.mutate(password) : regenerate.mutate(password))}
            onCancel={() => setAsking(null)}
          />
        )}
      </CardContent>
    </Card>
  );
}
