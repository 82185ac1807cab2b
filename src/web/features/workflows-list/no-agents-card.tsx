import { Bot, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

export function NoAgentsCard() {
  const { t } = useTranslation('workflowsList');
  return (
    <Card data-testid="workflows-no-agents">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Bot className="size-6" aria-hidden="true" />
        </span>
        <p className="text-lg font-semibold">{t('empty.title')}</p>
        <p className="text-sm text-muted-foreground">{t('empty.body')}</p>
        <Button asChild>
          <Link href="/agents">
            <Plus />
            {t('empty.action')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
