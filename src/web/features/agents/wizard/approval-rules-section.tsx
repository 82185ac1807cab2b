import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ApprovalRules } from '@common/approvals';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { api, ApiError } from '../../../lib/api';
import { useProjectCan } from '../../../lib/project-role';

const BUILT_IN_NAMES = ['webhook', 'api_call', 'send_email', 'calendar', 'capture_lead', 'web_search'];
interface RuleRow {
  tool: string;
  argument: string;
  above: string;
}

const rulesKey = (agentId: string) => ['/api/agents', agentId, 'approval-rules'];

/** "Ask a person first" per tool (optionally only when a numeric argument is above a value), saved on its own. */
export function ApprovalRulesSection({ agentId }: { agentId: string | null }) {
  const { t } = useTranslation('wizard');
  const can = useProjectCan();
  const queryClient = useQueryClient();
  const stored = useQuery({ queryKey: rulesKey(agentId ?? ''), queryFn: () => api.get<ApprovalRules>(`/api/agents/${agentId}/approval-rules`), enabled: agentId !== null });
  const [rows, setRows] = useState<RuleRow[]>([]);
  const [timeout, setTimeoutMinutes] = useState('60');
  useEffect(() => {
    if (!stored.data) return;
    setRows(stored.data.rules.map((r) => ({ tool: r.tool, argument: r.argument ?? '', above: r.above === null || r.above === undefined ? '' : String(r.above) })));
    setTimeoutMinutes(String(stored.data.timeoutMinutes));
  }, [stored.data]);
  const save = useMutation({
    mutationFn: () =>
      api.put<ApprovalRules>(`/api/agents/${agentId}/approval-rules`, {
        rules: rows.map((r) => ({ tool: r.tool.trim(), argument: r.argument.trim() || null, above: r.above.trim() === '' ? null : Number(r.above) })),
        timeoutMinutes: Number(timeout),
      }),
    onSuccess: (saved) => queryClient.setQueryData(rulesKey(agentId ?? ''), saved),
  });
  const editable = can('build');
  const update = (i: number, patch: Partial<RuleRow>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <section className="grid gap-2" aria-labelledby="approval-rules-title" data-testid="approval-rules">
      <h4 id="approval-rules-title" className="text-sm font-semibold">
        {t('approvalRules.title')}
      </h4>
      <p className="text-xs text-muted-foreground">{t('approvalRules.intro')}</p>
      {agentId === null ? (
        <p className="text-xs text-muted-foreground" data-testid="approval-rules-after-save">
          {t('approvalRules.afterSave')}
        </p>
      ) : (
        <>
          <datalist id="approval-tool-names">
            {BUILT_IN_NAMES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <ul className="grid gap-2">
            {rows.map((row, i) => (
              <li key={i} className="grid items-end gap-2 rounded-md border p-2 sm:grid-cols-[1fr_1fr_8rem_auto]" data-testid="approval-rule">
                <div className="grid gap-1">
                  <Label htmlFor={`approval-tool-${i}`}>{t('approvalRules.tool')}</Label>
                  <Input id={`approval-tool-${i}`} list="approval-tool-names" value={row.tool} maxLength={100} disabled={!editable} onChange={(e) => update(i, { tool: e.target.value })} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`approval-argument-${i}`}>{t('approvalRules.argument')}</Label>
                  <Input id={`approval-argument-${i}`} value={row.argument} maxLength={100} placeholder="amount" disabled={!editable} onChange={(e) => update(i, { argument: e.target.value })} />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`approval-above-${i}`}>{t('approvalRules.above')}</Label>
                  <Input id={`approval-above-${i}`} type="number" value={row.above} disabled={!editable} onChange={(e) => update(i, { above: e.target.value })} />
                </div>
                {editable && (
                  <Button type="button" variant="ghost" size="sm" aria-label={t('approvalRules.remove', { tool: row.tool || '—' })} onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {editable && (
            <div className="flex flex-wrap items-end gap-3">
              <Button type="button" variant="outline" size="sm" onClick={() => setRows((all) => [...all, { tool: '', argument: '', above: '' }])} data-testid="approval-rule-add">
                <Plus aria-hidden="true" />
                {t('approvalRules.add')}
              </Button>
              <div className="grid gap-1">
                <Label htmlFor="approval-timeout">{t('approvalRules.timeout')}</Label>
                <Input id="approval-timeout" type="number" min={1} max={10080} className="w-32" value={timeout} onChange={(e) => setTimeoutMinutes(e.target.value)} />
              </div>
              <Button type="button" size="sm" onClick={() => save.mutate()} disabled={save.isPending} data-testid="approval-rules-save">
                {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {t('approvalRules.save')}
              </Button>
            </div>
          )}
          {save.isSuccess && !save.isPending && (
            <p role="status" className="text-xs text-muted-foreground">
              {t('approvalRules.saved')}
            </p>
          )}
          {save.error && (
            <p role="alert" className="text-xs text-destructive" data-testid="approval-rules-error">
              {save.error instanceof ApiError ? save.error.message : t('approvalRules.failed')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
