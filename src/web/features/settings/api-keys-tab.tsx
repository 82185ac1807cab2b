import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const PROVIDERS = ['openai', 'anthropic'] as const;

/** Provider keys are built by another issue; until then this tab says so instead of offering inert buttons. */
export function ApiKeysTab() {
  const { t } = useTranslation('settings');
  return (
    <Card data-testid="api-keys-tab">
      <CardHeader>
        <CardTitle>{t('apiKeys.title')}</CardTitle>
        <CardDescription>{t('apiKeys.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {PROVIDERS.map((provider) => (
          <div key={provider} className="flex items-center justify-between gap-4 rounded-lg border p-4">
            <div className="flex items-center gap-3">
              <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="font-medium">{t(`apiKeys.providers.${provider}`)}</span>
            </div>
            <Badge variant="outline">{t('apiKeys.notSet')}</Badge>
          </div>
        ))}
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{t('apiKeys.comingSoon')}</p>
      </CardContent>
    </Card>
  );
}
