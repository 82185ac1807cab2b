import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { joinWaitlistBody, type JoinWaitlistBody } from '@common/waitlist';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useJoinWaitlist } from './api/join-waitlist';
import { WaitlistOutcome, type Outcome } from './waitlist-outcome';

/** E-mail and optional first name; the outcome shows below the form. */
export function WaitlistForm() {
  const { t } = useTranslation('waitlist');
  const join = useJoinWaitlist();
  const form = useForm<z.input<typeof joinWaitlistBody>, unknown, JoinWaitlistBody>({
    resolver: zodResolver(joinWaitlistBody),
    defaultValues: { email: '', firstName: '' },
  });
  const emailError = form.formState.errors.email;

  const submit = form.handleSubmit((body) => join.mutate({ email: body.email, firstName: body.firstName || undefined }));
  const outcome: Outcome | null = join.isSuccess ? join.data.outcome : join.isError ? 'error' : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="waitlist-email">{t('page.emailLabel')}</Label>
        <Input
          id="waitlist-email"
          type="email"
          autoComplete="email"
          placeholder={t('page.emailPlaceholder')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'waitlist-email-error' : undefined}
          className="h-10 aria-[invalid]:border-destructive"
          {...form.register('email')}
        />
        {emailError && (
          <p id="waitlist-email-error" className="text-sm text-destructive">
            {t('page.invalidEmail')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="waitlist-first-name">
          {t('page.firstNameLabel')} <span className="font-normal text-muted-foreground">({t('page.optional')})</span>
        </Label>
        <Input
          id="waitlist-first-name"
          autoComplete="given-name"
          placeholder={t('page.firstNamePlaceholder')}
          className="h-10"
          {...form.register('firstName')}
        />
      </div>
      <Button type="submit" size="lg" disabled={join.isPending} className="mt-1">
        {join.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
        {join.isPending ? t('page.submitting') : t('page.submit')}
      </Button>
      <WaitlistOutcome outcome={outcome} />
    </form>
  );
}
