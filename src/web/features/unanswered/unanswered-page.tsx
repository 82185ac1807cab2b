import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { InlineError } from '../../components/inline-error';
import { buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useUnansweredAgent } from './api/get-agent';
import { UnansweredView } from './unanswered-view';

/** An agent that is not there, or not this user's, reads as not found: the page tells no one which ids exist. */
const isMissing = (error: Error) => error instanceof ApiError && [400, 403, 404].includes(error.status);

/** /agents/{agentId}/unanswered */
export function UnansweredPage({ agentId }: { agentId: string }) {
  const { t } = useTranslation('unanswered');
  const agent = useUnansweredAgent(agentId);
  return (
    <div className="flex flex-col gap-6" data-testid="unanswered-page">
      <Link href="/agents" className={buttonVariants({ variant: 'ghost', className: '-ml-3 self-start' })}>
        <ArrowLeft />
        {t('page.back')}
      </Link>
      {agent.isPending && <Skeleton className="h-96" aria-busy="true" />}
      {agent.isError &&
        (isMissing(agent.error) ? (
          <p className="rounded-lg border border-dashed px-6 py-10 text-center text-sm text-muted-foreground" data-testid="unanswered-agent-not-found">
            {t('page.notFound')}
          </p>
        ) : (
          <InlineError error={agent.error} onRetry={() => void agent.refetch()} />
        ))}
      {agent.data && <UnansweredView agentId={agentId} agentName={agent.data.name} />}
    </div>
  );
}
