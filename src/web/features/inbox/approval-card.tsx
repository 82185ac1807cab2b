import { useState } from 'react';
import { Check, Loader2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ApprovalView } from '@common/approvals';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api';
import { useDecideApproval } from './api/approvals';
import { WorkflowRequest } from './workflow-request';

/** One held call (the tool, its arguments with secrets masked by the server, its conversation) or a workflow's request, and the decision. */
export function ApprovalCard({ projectId, approval, canDecide }: { projectId: string; approval: ApprovalView; canDecide: boolean }) {
  const { t, i18n } = useTranslation('inbox');
  const decide = useDecideApproval(projectId, approval.id);
  const [editing, setEditing] = useState(false);
  const [args, setArgs] = useState(() => JSON.stringify(approval.arguments, null, 2));
  const [argsError, setArgsError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const base = `approval-${approval.id}`;
  const workflow = approval.workflow;

  const approve = () => {
    if (!editing) return decide.mutate({ decision: 'approve' });
    try {
      const parsed: unknown = JSON.parse(args);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
      setArgsError(null);
      decide.mutate({ decision: 'approve', arguments: parsed as Record<string, unknown> });
    } catch {
      setArgsError(t('approvals.badArguments'));
    }
  };
  const error = decide.error instanceof ApiError ? decide.error.message : decide.error ? t('approvals.failed') : null;

  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 text-sm" data-testid="approval-card" data-tool={approval.tool}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{workflow ? t('approvals.workflowAsks', { workflow: workflow.workflowName, title: approval.tool }) : t('approvals.wantsTo', { agent: approval.agentName, tool: approval.tool })}</p>
        <p className="text-xs text-muted-foreground">{t('approvals.expires', { when: new Date(approval.expiresAt).toLocaleString(i18n.language) })}</p>
      </div>
      {workflow ? (
        <WorkflowRequest agentId={approval.agentId} workflow={workflow} />
      ) : editing ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${base}-args`}>{t('approvals.arguments')}</Label>
          <Textarea id={`${base}-args`} className="font-mono text-xs" rows={6} value={args} onChange={(e) => setArgs(e.target.value)} aria-invalid={argsError !== null} aria-describedby={argsError ? `${base}-args-error` : undefined} data-testid="approval-arguments-input" />
          {argsError && (
            <p id={`${base}-args-error`} className="text-xs text-destructive">
              {argsError}
            </p>
          )}
        </div>
      ) : (
        <pre className="max-h-40 overflow-auto rounded bg-muted p-2 font-mono text-xs" aria-label={t('approvals.arguments')} data-testid="approval-arguments">
          {JSON.stringify(approval.arguments, null, 2)}
        </pre>
      )}
      {approval.conversationId && (
        <Link href={`/inbox?conversation=${approval.conversationId}`} className="self-start text-xs underline underline-offset-2" data-testid="approval-conversation">
          {t('approvals.openConversation')}
        </Link>
      )}
      {canDecide ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${base}-reason`}>{workflow ? t('approvals.workflowReason') : t('approvals.reason')}</Label>
            <Input id={`${base}-reason`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} data-testid="approval-reason" />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={approve} disabled={decide.isPending} data-testid="approval-approve">
              {decide.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {editing ? t('approvals.approveEdited') : t('approvals.approve')}
            </Button>
            {!editing && !workflow && (
              <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={decide.isPending} data-testid="approval-edit">
                {t('approvals.edit')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => decide.mutate({ decision: 'reject', reason: reason.trim() || undefined })} disabled={decide.isPending} data-testid="approval-reject">
              <X aria-hidden="true" />
              {t('approvals.reject')}
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-xs text-destructive" data-testid="approval-error">
              {error}
            </p>
          )}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground" data-testid="approval-read-only">
          {t('approvals.readOnly')}
        </p>
      )}
    </li>
  );
}
