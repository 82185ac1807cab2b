import { Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestCase } from '@common/testing';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useUpdateTestCase } from './api/update-test-case';
import { errorMessage } from './error-message';
import { StructuredAnswerNote } from '../../components/structured-answer-note';

function CaseField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      {children}
    </div>
  );
}

const textBox = 'max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-md border bg-muted/30 px-3 py-2 text-sm';

/** The expanded row: input, expected (editable), actual output and how it was graded. */
export function TestCaseDetails({ testCase, editing, onEditDone }: { testCase: TestCase; editing: boolean; onEditDone: () => void }) {
  const { t } = useTranslation('testConsole');
  const meta = testCase.metadata;
  return (
    <div className="grid gap-3 border-t px-3 pt-3 pb-3">
      <CaseField label={t('cases.input')}>
        <div className={textBox}>{testCase.input}</div>
      </CaseField>
      <CaseField label={t('cases.expected')}>
        {editing ? (
          <ExpectedEditor testCase={testCase} onDone={onEditDone} />
        ) : (
          <div className={textBox}>{testCase.expectedOutput?.trim() ? testCase.expectedOutput : <span className="text-muted-foreground">{t('cases.noExpected')}</span>}</div>
        )}
      </CaseField>
      <CaseField label={t('cases.actual')}>
        <div className={textBox}>{testCase.actualOutput?.trim() ? testCase.actualOutput : <span className="text-muted-foreground">{t('cases.noActual')}</span>}</div>
      </CaseField>
      {meta && (meta.reason || meta.latency !== undefined) && (
        <p className="text-xs text-muted-foreground">
          {meta.gradedBy && <span>{meta.gradedBy === 'model' ? t('cases.gradedByModel') : t('cases.gradedByContains')}</span>}
          {meta.gradedBy === 'model' && meta.structuredBy && (
            <>
              {' · '}
              <StructuredAnswerNote answer={{ source: 'model', structuredBy: meta.structuredBy }} />
            </>
          )}
          {meta.reason && <span> · {meta.reason}</span>}
          {meta.latency !== undefined && <span> · {t('results.ms', { value: Math.round(meta.latency) })}</span>}
          {meta.target && <span data-testid="case-ran-against"> · {meta.target === 'draft' ? t('cases.ranAgainstDraft') : t('cases.ranAgainst', { version: meta.target })}</span>}
        </p>
      )}
    </div>
  );
}

function ExpectedEditor({ testCase, onDone }: { testCase: TestCase; onDone: () => void }) {
  const { t } = useTranslation('testConsole');
  const [value, setValue] = useState(testCase.expectedOutput ?? '');
  const update = useUpdateTestCase(testCase.agentId, {
    onSuccess: () => {
      toast({ title: t('toasts.caseUpdated') });
      onDone();
    },
    onError: (error) => toast({ title: t('toasts.caseUpdateFailed'), description: errorMessage(error, t), variant: 'destructive' }),
  });
  return (
    <div className="grid gap-2">
      <Textarea value={value} onChange={(e) => setValue(e.target.value)} rows={4} aria-label={t('cases.expected')} data-testid="case-expected-edit" autoFocus />
      <div className="flex gap-2">
        <Button size="sm" onClick={() => update.mutate({ id: testCase.id, body: { expectedOutput: value } })} disabled={update.isPending} data-testid="case-expected-save">
          {update.isPending && <Loader2 className="animate-spin" />}
          {t('actions.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </div>
    </div>
  );
}
