import { BookCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UNANSWERED_PERIODS, type UnansweredPeriod, type UnansweredRow as Row } from '@common/unanswered';
import { CuratedAnswerDialog, type CuratedEditorTarget } from '../../components/curated-answers/curated-answer-dialog';
import { InlineError } from '../../components/inline-error';
import { buttonVariants } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { useUnanswered } from '../../lib/unanswered/get-unanswered';
import { useMarkHandled } from './api/mark-handled';
import { UnansweredEmpty } from './unanswered-empty';
import { UnansweredRow } from './unanswered-row';

// after a pair is saved the server re-checks the rows in the background: the list is read again
// this often, for at most this long
const POLL_MS = 1_000;
const CHECKING_MS = 15_000;

/** The agent's unanswered questions in a period: add an answer (a curated pair) or mark one handled. */
export function UnansweredView({ agentId, agentName }: { agentId: string; agentName: string }) {
  const { t } = useTranslation('unanswered');
  const [period, setPeriod] = useState<UnansweredPeriod>('7d');
  const [answering, setAnswering] = useState<Row | null>(null);
  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());
  const list = useUnanswered(agentId, period, checking.size > 0 ? POLL_MS : false);
  const handled = useMarkHandled(agentId);
  const data = list.data;

  // a row being re-checked stops being one once it is gone, or after a while (the pair did not answer it)
  useEffect(() => {
    if (checking.size === 0) return;
    const timer = setTimeout(() => setChecking(new Set()), CHECKING_MS);
    return () => clearTimeout(timer);
  }, [checking]);
  useEffect(() => {
    if (!data || checking.size === 0) return;
    const present = new Set(data.items.map((r) => r.id));
    if ([...checking].some((id) => !present.has(id))) setChecking(new Set([...checking].filter((id) => present.has(id))));
  }, [data, checking]);

  const target: CuratedEditorTarget | null = answering ? { kind: 'question', question: answering.question } : null;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-xl font-semibold tracking-tight" data-testid="unanswered-agent-name">
            {agentName}
          </h2>
          <p className="text-sm text-muted-foreground">{t('page.subtitle')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-end gap-2 sm:justify-end">
          <Link href={`/agents/${encodeURIComponent(agentId)}/answers`} className={buttonVariants({ variant: 'outline' })} data-testid="unanswered-to-answers">
            <BookCheck />
            {t('page.curatedAnswers')}
          </Link>
          <div className="grid gap-1.5">
            <Label id="unanswered-period-label">{t('page.period')}</Label>
            <Select value={period} onValueChange={(value) => setPeriod(value as UnansweredPeriod)}>
              <SelectTrigger className="w-40" aria-labelledby="unanswered-period-label" data-testid="unanswered-period">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {UNANSWERED_PERIODS.map((p) => (
                  <SelectItem key={p} value={p}>
                    {t(`periods.${p}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </div>
      {list.isPending && <Skeleton className="h-64" aria-busy="true" />}
      {list.isError && <InlineError error={list.error} onRetry={() => void list.refetch()} />}
      {handled.isError && <InlineError error={handled.error} />}
      {data &&
        (data.items.length === 0 ? (
          <UnansweredEmpty period={period} />
        ) : (
          <section aria-label={t('list.label')} className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground" data-testid="unanswered-total">
              {t('list.total', { count: data.items.length })}
            </p>
            <ul className="flex flex-col gap-3" data-testid="unanswered-list">
              {data.items.map((row) => (
                <UnansweredRow
                  key={row.id}
                  row={row}
                  canManage={data.canManage}
                  checking={checking.has(row.id)}
                  handling={handled.isPending && handled.variables === row.id}
                  onAnswer={() => setAnswering(row)}
                  onHandled={() => handled.mutate(row.id)}
                />
              ))}
            </ul>
          </section>
        ))}
      <CuratedAnswerDialog
        agentId={agentId}
        agentName={agentName}
        target={target}
        onClose={() => setAnswering(null)}
        onSaved={() => {
          if (answering) setChecking((ids) => new Set([...ids, answering.id]));
        }}
      />
    </>
  );
}
