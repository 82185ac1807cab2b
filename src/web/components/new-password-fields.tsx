import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@common/auth';
import { Input } from './ui/input';
import { Label } from './ui/label';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** A new password is long enough and typed the same twice. */
export function isNewPasswordReady({ password, repeat }: NewPassword): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password === repeat;
}

/** The new password and its repetition, with the length hint and the mismatch message. */
export function NewPasswordFields({ idPrefix, value, onChange }: { idPrefix: string; value: NewPassword; onChange: (next: NewPassword) => void }) {
  const { t } = useTranslation('account');
  const mismatch = value.repeat !== '' && value.repeat !== value.password;
  const tooShort = value.password !== '' && value.password.length < PASSWORD_MIN_LENGTH;
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-new`}>{t('password.new')}</Label>
        <Input
          id={`${idPrefix}-new`}
          type="password"
          autoComplete="new-password"
          required
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.target.value })}
          aria-describedby={`${idPrefix}-new-hint`}
        />
        <p id={`${idPrefix}-new-hint`} className={tooShort ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
          {t('password.minLength', { count: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-repeat`}>{t('password.repeat')}</Label>
        <Input
          id={`${idPrefix}-repeat`}
          type="password"
          autoComplete="new-password"
          required
          value={value.repeat}
          onChange={(e) => onChange({ ...value, repeat: e.target.value })}
          aria-invalid={mismatch}
        />
        {mismatch && <p className="text-xs text-destructive">{t('password.mismatch')}</p>}
      </div>
    </>
  );
}
