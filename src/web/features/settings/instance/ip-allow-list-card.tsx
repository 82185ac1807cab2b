import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstanceConfig } from '@common/instance';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../error-message';
import { useUpdateInstance } from './api/update-instance';

/** The addresses the builder app answers; the server refuses a list that would lock out the admin saving it. */
export function IpAllowListCard({ config }: { config: InstanceConfig }) {
  const { t } = useTranslation('instance');
  const [enabled, setEnabled] = useState(config.ipAllowList.enabled);
  const [text, setText] = useState(config.ipAllowList.cidrs.join('\n'));
  const update = useUpdateInstance({
    onSuccess: () => toast({ title: t('saved') }),
    onError: (error) => toast({ title: t('saveFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const cidrs = text.split('\n').map((line) => line.trim()).filter(Boolean);

  return (
    <Card data-testid="instance-ip-allow-list">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>
            <label htmlFor="ip-allow-enabled">{t('ipAllowList.label')}</label>
          </CardTitle>
          <CardDescription>{enabled ? t('ipAllowList.on') : t('ipAllowList.off')}</CardDescription>
        </div>
        <Switch id="ip-allow-enabled" checked={enabled} onCheckedChange={setEnabled} />
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ ipAllowList: { enabled, cidrs } });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="ip-allow-cidrs">{t('ipAllowList.cidrs')}</Label>
            <Textarea id="ip-allow-cidrs" rows={4} className="font-mono text-sm" value={text} onChange={(e) => setText(e.target.value)} placeholder={'203.0.113.0/24\n2001:db8::/32'} />
            <p className="text-xs text-muted-foreground">{t('ipAllowList.yourAddress', { ip: config.clientAddress })}</p>
          </div>
          <Button type="submit" className="w-fit" disabled={update.isPending} data-testid="ip-allow-save">
            {t('ipAllowList.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
