import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, isNewPasswordReady, type NewPassword } from '../../components/new-password-fields';
import { Button } from '../../components/ui/button';
import { useConfirmPasswordReset } from './api/password-reset';
import { ServerError } from './server-error';
import { StandalonePage } from './standalone-page';

/** /reset-password#token: the link from the reset e-mail (the token after '#' never reaches a server log). */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  const [next, setNext] = useState<NewPassword>({ password: '', repeat: '' });
  const confirm = useConfirmPasswordReset();

  let body;
  if (!token) body = <p className="text-sm text-muted-foreground">{t('reset.incomplete')}</p>;
  else if (confirm.isSuccess) {
    body = (
      <div className="grid gap-3" role="status" data-testid="reset-done">
        <p className="text-sm">{t('reset.done')}</p>
        <Button asChild className="w-fit">
          <a href="/api/login">{t('reset.signIn')}</a>
        </Button>
      </div>
    );
  } else {
    body = (
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (isNewPasswordReady(next)) confirm.mutate({ token, newPassword: next.password });
        }}
      >
        <NewPasswordFields idPrefix="reset" value={next} onChange={setNext} />
        <ServerError error={confirm.error} />
        <Button type="submit" disabled={confirm.isPending} data-testid="reset-submit">
          {confirm.isPending ? t('reset.saving') : t('reset.save')}
        </Button>
      </form>
    );
  }

  return (
    <StandalonePage icon={KeyRound} title={t('reset.title')} description={t('reset.description')}>
      {body}
    </StandalonePage>
  );
}
