import { Loader2, MessageSquareWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURATED_ANSWER_MAX, CURATED_QUESTION_MAX, type CuratedAnswer } from '@common/curated-answers';
import { ApiError } from '../../lib/api';
import { useSaveCuratedAnswer } from '../../lib/curated-answers/save-curated-answer';
import { cn } from '../../lib/cn';
import { useProjectCan } from '../../lib/project-role';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { toast } from '../ui/use-toast';
import { AlternativeRows } from './alternative-rows';
import {
  bodyOf,
  draftFromPair,
  draftFromPrefill,
  draftProblems,
  emptyDraft,
  hasProblems,
  testCaseNameFor,
  type CuratedDraft,
  type CuratedLanguage,
  type CuratedPrefill,
  type DraftProblem,
} from './curated-draft';

/** What the editor opens on: a new pair, a stored one, an answer seen elsewhere to correct, or a visitor's question to answer. */
export type CuratedEditorTarget = { kind: 'new' } | { kind: 'edit'; pair: CuratedAnswer } | { kind: 'improve'; prefill: CuratedPrefill } | { kind: 'question'; question: string };

interface CuratedAnswerDialogProps {
  agentId: string;
  agentName: string;
  /** null keeps the dialog closed */
  target: CuratedEditorTarget | null;
  onClose: () => void;
  /** after the pair is saved (before the dialog closes) */
  onSaved?: () => void;
}

/** The pair editor: question, other phrasings, the answer (Markdown), its language, and an optional test case. */
export function CuratedAnswerDialog({ agentId, agentName, target, onClose, onSaved }: CuratedAnswerDialogProps) {
  const { t } = useTranslation('curatedAnswers');
  const title = target?.kind === 'edit' ? t('editor.editTitle') : target?.kind === 'improve' ? t('editor.improveTitle') : t('editor.addTitle');
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="curated-editor">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('editor.description', { agent: agentName })}</DialogDescription>
        </DialogHeader>
        {target && (
          <CuratedAnswerForm
            agentId={agentId}
            target={target}
            onDone={(saved) => {
              if (saved) onSaved?.();
              onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function initialDraft(target: CuratedEditorTarget, language: CuratedLanguage): CuratedDraft {
  if (target.kind === 'edit') return draftFromPair(target.pair);
  if (target.kind === 'improve') return draftFromPrefill(target.prefill, language);
  if (target.kind === 'question') return draftFromPrefill({ question: target.question, answer: '', complaint: null }, language);
  return emptyDraft(language);
}

function CuratedAnswerForm({ agentId, target, onDone }: { agentId: string; target: CuratedEditorTarget; onDone: (saved: boolean) => void }) {
  const { t, i18n } = useTranslation('curatedAnswers');
  const id = useId();
  const [draft, setDraft] = useState(() => initialDraft(target, i18n.language.startsWith('es') ? 'es' : 'en'));
  // test cases are the builders' (an operator adding from the Inbox saves the pair alone);
  // a correction is worth one by default, a pair written from scratch when asked
  const mayTest = useProjectCan()('build');
  const [withTestCase, setWithTestCase] = useState(target.kind === 'improve');
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveCuratedAnswer(agentId);
  const problems = draftProblems(draft);
  const shown = submitted ? problems : { alternativeRows: [] };
  const set = (patch: Partial<CuratedDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const problemText = (problem: DraftProblem | undefined, max: number) => (problem ? t(`editor.problems.${problem}`, { max }) : null);
  const answerLength = draft.answer.trim().length;
  const complaint = target.kind === 'improve' ? target.prefill.complaint : null;

  const submit = () => {
    setSubmitted(true);
    if (hasProblems(problems)) return;
    const body = bodyOf(draft);
    save.mutate(
      { pairId: target.kind === 'edit' ? target.pair.id : null, body, testCaseName: mayTest && withTestCase ? testCaseNameFor(body.question) : null },
      {
        onSuccess: ({ testCaseError }) => {
          toast({ title: t('toasts.saved'), description: t('toasts.savedBody') });
          if (testCaseError) toast({ variant: 'destructive', title: t('toasts.testCaseFailed'), description: testCaseError.message });
          onDone(true);
        },
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {complaint && (
        <figure className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm" data-testid="curated-complaint">
          <figcaption className="mb-1 flex items-center gap-1.5 text-xs font-medium">
            <MessageSquareWarning className="size-3.5 text-warning" aria-hidden="true" />
            {t('editor.complaint')}
          </figcaption>
          <blockquote className="whitespace-pre-wrap break-words">{complaint}</blockquote>
        </figure>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-question`}>{t('editor.question')}</Label>
        <Input
          id={`${id}-question`}
          value={draft.question}
          onChange={(e) => set({ question: e.target.value })}
          aria-invalid={Boolean(shown.question)}
          aria-describedby={shown.question ? `${id}-question-error` : undefined}
          data-testid="curated-question"
        />
        {shown.question && (
          <p id={`${id}-question-error`} className="text-xs text-destructive">
            {problemText(shown.question, CURATED_QUESTION_MAX)}
          </p>
        )}
      </div>
      <AlternativeRows rows={draft.alternatives} badRows={shown.alternativeRows} onChange={(alternatives) => set({ alternatives })} />
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-answer`}>{t('editor.answer')}</Label>
          <span id={`${id}-answer-count`} className={cn('font-mono text-xs', answerLength > CURATED_ANSWER_MAX ? 'text-destructive' : 'text-muted-foreground')} data-testid="curated-answer-count">
            {t('editor.count', { length: answerLength, max: CURATED_ANSWER_MAX })}
          </span>
        </div>
        <Textarea
          id={`${id}-answer`}
          value={draft.answer}
          rows={6}
          // a correction starts where the fix goes: the answer
          autoFocus={target.kind === 'improve' || target.kind === 'question'}
          onChange={(e) => set({ answer: e.target.value })}
          aria-invalid={Boolean(shown.answer)}
          aria-describedby={`${id}-answer-count ${id}-answer-hint${shown.answer ? ` ${id}-answer-error` : ''}`}
          data-testid="curated-answer"
        />
        <p id={`${id}-answer-hint`} className="text-xs text-muted-foreground">
          {t('editor.answerHint')}
        </p>
        {shown.answer && (
          <p id={`${id}-answer-error`} className="text-xs text-destructive">
            {problemText(shown.answer, CURATED_ANSWER_MAX)}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label id={`${id}-language`}>{t('editor.language')}</Label>
        <Select value={draft.language} onValueChange={(language) => set({ language: language === 'es' ? 'es' : 'en' })}>
          <SelectTrigger aria-labelledby={`${id}-language`} className="sm:max-w-56" data-testid="curated-language">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="en">{t('languages.en')}</SelectItem>
            <SelectItem value="es">{t('languages.es')}</SelectItem>
          </SelectContent>
        </Select>
        <p className="text-xs text-muted-foreground">{t('editor.languageHint')}</p>
      </div>
      {mayTest && (
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={withTestCase} onChange={(e) => setWithTestCase(e.target.checked)} data-testid="curated-test-case" />
          <span className="grid gap-0.5">
            <span className="font-medium">{t('editor.testCase')}</span>
            <span className="text-xs text-muted-foreground">{t('editor.testCaseHint')}</span>
          </span>
        </label>
      )}
      {save.isError && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="curated-save-error">
          {save.error instanceof ApiError ? save.error.serverMessage : save.error.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onDone(false)}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="curated-save">
          {save.isPending && <Loader2 className="animate-spin" />}
          {t('actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
