import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useRequestPasswordReset } from './api/password-reset';
import { ServerError } from './server-error';

/** The address to send a reset link to; the server answers alike for any address. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  return (
    <div className="grid gap-4" data-testid="forgot-password">
      {request.data ? (
        <p className="rounded-md bg-accent p-3 text-sm text-accent-foreground" role="status" data-testid="forgot-password-sent">
          {request.data.message}
        </p>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            request.mutate(email);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="forgot-email">{t('reset.email')}</Label>
            <Input id="forgot-email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <ServerError error={request.error} />
          <Button type="submit" disabled={request.isPending || email.trim() === ''} data-testid="forgot-password-submit">
            {request.isPending ? t('reset.sending') : t('reset.send')}
          </Button>
        </form>
      )}
      <button type="button" className="cursor-pointer text-sm font-medium text-primary underline-offset-4 hover:underline" onClick={onBack}>
        {t('reset.back')}
      </button>
    </div>
  );
}
