import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@common/error-codes';
import { loginBody } from '@common/auth';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { useLogin } from './api/sign-in';
import { FieldErrorText } from './field-error';
import { ServerError } from './server-error';

/** E-mail and password; an account with two-factor sign-in is then asked for its code. */
export function SignInForm() {
  const { t } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '', code: '' } });
  const { errors } = form.formState;
  const pending = login.isPending || login.isSuccess;
  const [askCode, setAskCode] = useState(false);
  const failure = login.error instanceof ApiError ? login.error.code : undefined;
  // the first answer only says a code is needed: not an error to show
  const shownError = failure === ERROR_CODES.twoFactorRequired ? null : login.error;
  const askForCodeOn = (error: Error) => {
    if (error instanceof ApiError && (error.code === ERROR_CODES.twoFactorRequired || error.code === ERROR_CODES.twoFactorInvalid)) setAskCode(true);
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={form.handleSubmit(({ code, ...values }) => login.mutate(askCode && code ? { ...values, code } : values, { onError: askForCodeOn }))}
      data-testid="sign-in-form"
    >
      <div className="grid gap-2">
        <Label htmlFor="sign-in-email">{t('fields.email')}</Label>
        <Input
          id="sign-in-email"
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby="sign-in-email-error"
          {...form.register('email')}
        />
        <FieldErrorText id="sign-in-email-error" error={errors.email} message={t('errors.invalidEmail')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-in-password">{t('fields.password')}</Label>
        <Input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby="sign-in-password-error"
          {...form.register('password')}
        />
        <FieldErrorText id="sign-in-password-error" error={errors.password} message={t('errors.passwordRequired')} />
      </div>
      {askCode && (
        <div className="grid gap-2" data-testid="sign-in-code">
          <Label htmlFor="sign-in-code">{ta('signIn.codeTitle')}</Label>
          <Input id="sign-in-code" autoComplete="one-time-code" inputMode="numeric" autoFocus aria-describedby="sign-in-code-hint" {...form.register('code')} />
          <p id="sign-in-code-hint" className="text-xs text-muted-foreground">
            {ta('signIn.codeHint')}
          </p>
        </div>
      )}
      <ServerError error={shownError} />
      <Button type="submit" disabled={pending} data-testid="sign-in-submit">
        {pending ? t('signIn.pending') : t('signIn.submit')}
      </Button>
    </form>
  );
}
