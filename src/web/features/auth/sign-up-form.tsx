import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, registerBody } from '@common/auth';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useRegister } from './api/sign-in';
import { FieldErrorText } from './field-error';
import { ServerError } from './server-error';

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const pending = register.isPending || register.isSuccess;

  return (
    <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))} data-testid="sign-up-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="sign-up-first-name">{t('fields.firstName')}</Label>
          <Input id="sign-up-first-name" autoComplete="given-name" aria-invalid={Boolean(errors.firstName)} {...form.register('firstName')} />
          <FieldErrorText id="sign-up-first-name-error" error={errors.firstName} message={t('errors.nameTooLong', { max: NAME_MAX_LENGTH })} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="sign-up-last-name">{t('fields.lastName')}</Label>
          <Input id="sign-up-last-name" autoComplete="family-name" aria-invalid={Boolean(errors.lastName)} {...form.register('lastName')} />
          <FieldErrorText id="sign-up-last-name-error" error={errors.lastName} message={t('errors.nameTooLong', { max: NAME_MAX_LENGTH })} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-up-email">{t('fields.email')}</Label>
        <Input
          id="sign-up-email"
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          aria-invalid={Boolean(errors.email)}
          aria-describedby="sign-up-email-error"
          {...form.register('email')}
        />
        <FieldErrorText id="sign-up-email-error" error={errors.email} message={t('errors.invalidEmail')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sign-up-password">{t('fields.password')}</Label>
        <Input
          id="sign-up-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby="sign-up-password-hint"
          {...form.register('password')}
        />
        <p id="sign-up-password-hint" className={errors.password ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
          {t('errors.passwordMin', { min: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      <ServerError error={register.error} />
      <Button type="submit" disabled={pending} data-testid="sign-up-submit">
        {pending ? t('signUp.pending') : t('signUp.submit')}
      </Button>
    </form>
  );
}
