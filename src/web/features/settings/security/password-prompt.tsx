import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** A password field with a confirm button, for changes that need proof it is you. */
export function PasswordPrompt({ id, action, pending, error, onSubmit, onCancel }: { id: string; action: string; pending: boolean; error: string | null; onSubmit: (password: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <form
      className="grid max-w-md gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(password);
      }}
    >
      <Label htmlFor={id}>{t('twoFactor.confirmPassword')}</Label>
      <Input id={id} type="password" autoComplete="current-password" required autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending || password === ''} data-testid={`${id}-submit`}>
          {action}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel} disabled={pending}>
          {tc('cancel')}
        </Button>
      </div>
    </form>
  );
}
