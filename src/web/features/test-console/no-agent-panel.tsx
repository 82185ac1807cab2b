import { Bot, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';

/** The project has no agent yet: testing and analysis need one. */
export function NoAgentPanel({ agentPicker }: { agentPicker: ReactNode }) {
  const { t } = useTranslation('testConsole');
  const warn = () => toast({ title: t('toasts.noAgent'), description: t('toasts.noAgentDescription'), variant: 'destructive' });
  return (
    <div className="flex flex-col gap-6" data-testid="test-console-empty">
      <div className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        {agentPicker}
        <Button onClick={warn} data-testid="console-analyze">
          <Sparkles />
          {t('analysis.run')}
        </Button>
      </div>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-10 pb-10 text-center">
          <Bot className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t('noAgent.title')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('noAgent.body')}</p>
          <Button asChild variant="outline">
            <Link href="/agents">{t('noAgent.action')}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
