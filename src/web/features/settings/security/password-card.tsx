import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, isNewPasswordReady, type NewPassword } from '../../../components/new-password-fields';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useChangePassword } from './api/change-password';

/** Current password, then the new one twice; other sessions are signed out. */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState<NewPassword>({ password: '', repeat: '' });
  const change = useChangePassword({
    onSuccess: () => {
      setCurrent('');
      setNext({ password: '', repeat: '' });
      toast({ title: t('password.changed'), description: t('password.changedDescription') });
    },
  });

  return (
    <Card data-testid="password-card">
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{hasPassword ? t('password.description') : t('password.noPassword')}</CardDescription>
      </CardHeader>
      {hasPassword && (
        <CardContent>
          <form
            className="grid max-w-md gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (isNewPasswordReady(next)) change.mutate({ currentPassword: current, newPassword: next.password });
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="current-password">{t('password.current')}</Label>
              <Input id="current-password" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
            </div>
            <NewPasswordFields idPrefix="account-password" value={next} onChange={setNext} />
            {change.error && (
              <p className="text-sm text-destructive" role="alert">
                {errorMessage(change.error)}
              </p>
            )}
            <Button type="submit" className="w-fit" disabled={change.isPending} data-testid="password-submit">
              {change.isPending ? t('password.saving') : t('password.save')}
            </Button>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
