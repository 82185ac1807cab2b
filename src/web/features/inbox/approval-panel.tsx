import { ShieldQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useProjectCan } from '../../lib/project-role';
import { usePendingApprovals } from './api/approvals';
import { ApprovalCard } from './approval-card';

/** Tool calls waiting for a person's yes, above the conversations; nothing when none waits. */
export function ApprovalPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation('inbox');
  const can = useProjectCan();
  const pending = usePendingApprovals(projectId);
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <section aria-labelledby="inbox-approvals-title" className="flex max-h-[60%] flex-col gap-2 overflow-y-auto border-b p-3" data-testid="approval-panel">
      <h2 id="inbox-approvals-title" className="flex items-center gap-2 text-sm font-semibold">
        <ShieldQuestion className="size-4" aria-hidden="true" />
        {t('approvals.title', { count: pending.data.length })}
      </h2>
      <ul className="flex flex-col gap-2">
        {pending.data.map((approval) => (
          <ApprovalCard key={approval.id} projectId={projectId} approval={approval} canDecide={can('handleConversations')} />
        ))}
      </ul>
    </section>
  );
}
