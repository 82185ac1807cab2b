import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginBody } from '@common/auth';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useLogin } from './api/sign-in';
import { FieldErrorText } from './field-error';
import { ServerError } from './server-error';

export function SignInForm() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const pending = login.isPending || login.isSuccess;

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} data-testid="sign-in-form">
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
      <ServerError error={login.error} />
      <Button type="submit" disabled={pending} data-testid="sign-in-submit">
        {pending ? t('signIn.pending') : t('signIn.submit')}
      </Button>
    </form>
  );
}
