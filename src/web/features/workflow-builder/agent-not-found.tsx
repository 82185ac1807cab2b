import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

/** The agent is missing or belongs to someone else. */
export function AgentNotFound() {
  const { t } = useTranslation('workflowBuilder');
  return (
    <div className="flex justify-center py-10">
      <Card className="w-full max-w-lg" data-testid="workflow-agent-not-found">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <SearchX className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">{t('notFound.title')}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t('notFound.body')}</p>
          <Button asChild variant="outline">
            <Link href="/">
              <ArrowLeft />
              {t('notFound.back')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
