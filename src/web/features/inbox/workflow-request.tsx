import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ApprovalView } from '@common/approvals';

/** A workflow's "Wait for approval" request: the node's message and the run's data. */
export function WorkflowRequest({ agentId, workflow }: { agentId: string; workflow: NonNullable<ApprovalView['workflow']> }) {
  const { t } = useTranslation('inbox');
  const data = Object.entries(workflow.data);
  return (
    <div className="flex flex-col gap-2" data-testid="approval-workflow">
      {workflow.message && (
        <p className="whitespace-pre-wrap" data-testid="approval-workflow-message">
          {workflow.message}
        </p>
      )}
      {data.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded bg-muted p-2 text-xs" aria-label={t('approvals.runData')}>
          {data.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-muted-foreground">{name}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link href={`/agents/${agentId}/workflow`} className="self-start text-xs underline underline-offset-2" data-testid="approval-open-workflow">
        {t('approvals.openWorkflow')}
      </Link>
    </div>
  );
}
