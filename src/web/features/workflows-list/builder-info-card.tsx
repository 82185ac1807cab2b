import { Mail, Webhook, Workflow, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const NODES = [
  { key: 'trigger', icon: Zap },
  { key: 'email', icon: Mail },
  { key: 'webhook', icon: Webhook },
] as const;

/** What the builder does: the three node kinds offered on its canvas. */
export function BuilderInfoCard() {
  const { t } = useTranslation('workflowsList');
  return (
    <Card className="border-primary/30 bg-accent/30" data-testid="workflows-info">
      <CardHeader className="flex-row items-start gap-3">
        <Workflow className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1.5">
          <CardTitle className="text-base">{t('info.title')}</CardTitle>
          <CardDescription>{t('info.body')}</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-3">
          {NODES.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-start gap-2 rounded-md border bg-card p-3">
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div>
                <p className="text-sm font-medium">{t(`info.nodes.${key}.name`)}</p>
                <p className="text-xs text-muted-foreground">{t(`info.nodes.${key}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
