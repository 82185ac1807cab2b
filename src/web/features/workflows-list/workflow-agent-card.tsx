import { ArrowRight, Bot, Cpu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AgentListItem } from '@common/agents';
import { MODEL_PROVIDERS } from '@common/catalogues';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';

const STATUS_VARIANT = { active: 'success', draft: 'warning', disabled: 'outline', archived: 'outline' } as const;

/** Provider display name; an agent without one counts as OpenAI. */
function providerName(id: string | null | undefined): string {
  return MODEL_PROVIDERS.find((p) => p.id === id)?.name ?? MODEL_PROVIDERS[0].name;
}

export function WorkflowAgentCard({ agent }: { agent: AgentListItem }) {
  const { t } = useTranslation('workflowsList');
  return (
    <Card className="flex flex-col" data-testid="workflow-agent-card" data-agent-name={agent.name}>
      <CardHeader className="flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Bot className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <CardTitle className="truncate text-base">{agent.name}</CardTitle>
          <p className="line-clamp-2 text-sm text-muted-foreground">{agent.description || t('card.noDescription')}</p>
        </div>
      </CardHeader>
      <CardContent className="mt-auto flex flex-wrap items-center gap-2">
        <Badge variant="outline" className="gap-1 font-normal">
          <Cpu className="size-3" aria-hidden="true" />
          {providerName(agent.modelProvider)}
        </Badge>
        <Badge variant={STATUS_VARIANT[agent.status]}>{t(`status.${agent.status}`)}</Badge>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link href={`/agents/${encodeURIComponent(agent.id)}/workflow`}>
            {t('card.open')}
            <ArrowRight />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
