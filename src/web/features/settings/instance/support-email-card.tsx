import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceConfig } from '@common/instance';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useUpdateInstance } from './api/update-instance';

/** The address Help's 'Contact Support' mails (SUPPORT_EMAIL is only its starting value); empty hides the mail link. */
export function SupportEmailCard({ config }: { config: InstanceConfig }) {
  const { t } = useTranslation('instance');
  const [address, setAddress] = useState(config.supportEmail ?? '');
  const update = useUpdateInstance({
    onSuccess: () => toast({ title: t('saved') }),
    onError: (error) => toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <Card data-testid="instance-support-email">
      <CardHeader>
        <CardTitle>{t('support.title')}</CardTitle>
        <CardDescription>{config.supportEmail ? t('support.descriptionSet') : t('support.descriptionNone')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ supportEmail: address.trim() });
          }}
        >
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <Label htmlFor="support-email">{t('support.label')}</Label>
            <Input id="support-email" type="email" autoComplete="off" value={address} onChange={(e) => setAddress(e.target.value)} placeholder="support@yourcompany.com" />
          </div>
          <Button type="submit" disabled={update.isPending} data-testid="support-email-save">
            {t('save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
