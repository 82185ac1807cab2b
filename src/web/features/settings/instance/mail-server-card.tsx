import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceConfig } from '@common/instance';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useSendTestEmail } from './api/send-test-email';
import { useUpdateInstance } from './api/update-instance';

/** The instance's own mail server (invitations, password resets, alerts); its password is never shown again. */
export function MailServerCard({ config }: { config: InstanceConfig }) {
  const { t } = useTranslation('instance');
  const saved = config.smtp;
  const [form, setForm] = useState({ host: saved?.host ?? '', port: String(saved?.port ?? 587), user: saved?.user ?? '', password: '', from: saved?.from ?? '' });
  const [to, setTo] = useState('');
  const onError = (error: Error) => toast({ title: t('mail.failed'), description: errorMessage(error), variant: 'destructive' });
  const update = useUpdateInstance({ onError, onSuccess: () => toast({ title: t('saved') }) });
  const test = useSendTestEmail({ onError, onSuccess: () => toast({ title: t('mail.testSent', { to }) }) });
  const field = (key: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`smtp-${key}`}>{label}</Label>
      <Input id={`smtp-${key}`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.target.value })} {...props} />
    </div>
  );

  return (
    <Card data-testid="instance-mail">
      <CardHeader>
        <CardTitle>{t('mail.title')}</CardTitle>
        <CardDescription>{saved ? t('mail.descriptionSaved') : config.smtpFromEnvironment ? t('mail.descriptionEnvironment') : t('mail.descriptionNone')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ smtp: { host: form.host, port: Number(form.port), user: form.user || null, password: form.password || undefined, from: form.from } });
          }}
        >
          {field('host', t('mail.host'), { required: true, placeholder: 'smtp.example.com' })}
          {field('port', t('mail.port'), { required: true, inputMode: 'numeric' })}
          {field('user', t('mail.user'), { autoComplete: 'off' })}
          {field('password', t('mail.password'), { type: 'password', autoComplete: 'new-password', placeholder: saved?.passwordSet ? t('mail.passwordKept') : '' })}
          {field('from', t('mail.from'), { required: true, type: 'email', placeholder: 'agents@example.com' })}
          <div className="flex items-end gap-2">
            <Button type="submit" disabled={update.isPending} data-testid="smtp-save">
              {t('save')}
            </Button>
            {saved && (
              <Button type="button" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ smtp: null })}>
                {t('mail.remove')}
              </Button>
            )}
          </div>
        </form>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            test.mutate(to);
          }}
        >
          <div className="grid min-w-56 flex-1 gap-1.5">
            <Label htmlFor="smtp-test-to">{t('mail.testTo')}</Label>
            <Input id="smtp-test-to" type="email" required value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={test.isPending || to.trim() === ''} data-testid="smtp-test">
            <Send />
            {t('mail.sendTest')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
