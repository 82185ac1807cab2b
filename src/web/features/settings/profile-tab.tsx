import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NAME_MAX_LENGTH, type PublicUser } from '@common/auth';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { useUpdateUser } from './api/update-user';
import { errorMessage } from './error-message';

const profileForm = z.object({
  firstName: z.string().trim().max(NAME_MAX_LENGTH),
  lastName: z.string().trim().max(NAME_MAX_LENGTH),
});
type ProfileForm = z.infer<typeof profileForm>;

export function ProfileTab({ user, onUserChanged }: { user: PublicUser; onUserChanged: () => unknown }) {
  const { t } = useTranslation('settings');
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const update = useUpdateUser({
    onSuccess: (saved) => {
      form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
      toast({ title: t('profile.updated'), description: t('profile.updatedDescription') });
      onUserChanged();
    },
    onError: (error) => toast({ title: t('profile.updateFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const { errors } = form.formState;

  return (
    <Card>
      <form onSubmit={form.handleSubmit((values) => update.mutate({ ...values, email: user.email }))} noValidate>
        <CardHeader>
          <CardTitle>{t('profile.title')}</CardTitle>
          <CardDescription>{t('profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="profile-first-name">{t('profile.firstName')}</Label>
            <Input id="profile-first-name" autoComplete="given-name" aria-invalid={Boolean(errors.firstName)} {...form.register('firstName')} />
            {errors.firstName && <p className="text-xs text-destructive">{t('profile.tooLong', { max: NAME_MAX_LENGTH })}</p>}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="profile-last-name">{t('profile.lastName')}</Label>
            <Input id="profile-last-name" autoComplete="family-name" aria-invalid={Boolean(errors.lastName)} {...form.register('lastName')} />
            {errors.lastName && <p className="text-xs text-destructive">{t('profile.tooLong', { max: NAME_MAX_LENGTH })}</p>}
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor="profile-email">{t('profile.email')}</Label>
            <Input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-hint" className="bg-muted" />
            <p id="profile-email-hint" className="text-xs text-muted-foreground">
              {t('profile.emailReadOnly')}
            </p>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty} data-testid="profile-save">
            {update.isPending ? t('saving') : t('profile.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
