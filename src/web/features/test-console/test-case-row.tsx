import { ChevronDown, Loader2, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestCase } from '@common/testing';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { cn } from '../../lib/cn';
import { useDeleteTestCase } from './api/delete-test-case';
import { useRunTestCase } from './api/run-test-case';
import { errorMessage } from './error-message';
import { TestCaseDetails } from './test-case-details';
import { TestCaseStatus } from './test-case-status';

export function TestCaseRow({ testCase, runningAll }: { testCase: TestCase; runningAll: boolean }) {
  const { t } = useTranslation('testConsole');
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const run = useRunTestCase(testCase.agentId, {
    onSuccess: (done) =>
      toast({
        title: done.passed ? t('toasts.casePassed', { name: done.name }) : t('toasts.caseFailed', { name: done.name }),
        variant: done.passed ? 'default' : 'destructive',
      }),
    onError: (error) => toast({ title: t('toasts.testFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  const remove = useDeleteTestCase(testCase.agentId, {
    onSuccess: () => {
      setDeleting(false);
      toast({ title: t('toasts.caseDeleted') });
    },
    onError: (error) => toast({ title: t('toasts.caseDeleteFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  const running = run.isPending || runningAll;

  return (
    <li className="rounded-md border" data-testid="test-case" data-case-id={testCase.id}>
      <div className="flex flex-wrap items-center gap-2 p-2 pl-3">
        <button
          type="button"
          className="flex min-w-48 flex-1 cursor-pointer items-center gap-2 text-left"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')} aria-hidden="true" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{testCase.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{testCase.input}</span>
          </span>
        </button>
        {running ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Loader2 className="size-3 animate-spin" aria-hidden="true" />
            {t('cases.running')}
          </span>
        ) : (
          <TestCaseStatus passed={testCase.passed} />
        )}
        <div className="ml-auto flex">
          <Button size="icon" variant="ghost" className="size-8" onClick={() => run.mutate(testCase.id)} disabled={running} aria-label={t('cases.run')} title={t('cases.run')} data-testid="case-run">
            <Play />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            onClick={() => {
              setOpen(true);
              setEditing(true);
            }}
            aria-label={t('cases.editExpected')}
            title={t('cases.editExpected')}
            data-testid="case-edit"
          >
            <Pencil />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-8 text-destructive hover:text-destructive"
            onClick={() => setDeleting(true)}
            aria-label={t('cases.delete')}
            title={t('cases.delete')}
            data-testid="case-delete"
          >
            <Trash2 />
          </Button>
        </div>
      </div>
      {deleting && (
        <ConfirmDeleteDialog
          testId="delete-case-dialog"
          title={t('cases.deleteTitle')}
          description={t('cases.deleteConfirm', { name: testCase.name })}
          actionLabel={t('cases.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(testCase.id)}
          onClose={() => setDeleting(false)}
        />
      )}
      {open && <TestCaseDetails testCase={testCase} editing={editing} onEditDone={() => setEditing(false)} />}
    </li>
  );
}
