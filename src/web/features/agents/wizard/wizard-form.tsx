import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@common/error-codes';
import { PLANS } from '@common/plans';
import { PremiumGateCard } from '../../../components/premium-gate-card';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useSaveAgent } from '../api/save-agent';
import { wizardFormSchema, type WizardOutput, type WizardValues } from './form-schema';
import { serverFieldErrors } from './server-field-errors';
import { firstStepWithError, WIZARD_STEP_LIST } from './steps';
import { StepBasics } from './step-basics';
import { StepDeploy } from './step-deploy';
import { StepKnowledge } from './step-knowledge';
import { StepModel } from './step-model';
import { StepTools } from './step-tools';
import { WizardTuneUpSummary } from './wizard-tune-up-summary';
import { useQueuedDocuments } from './use-queued-documents';
import { clearWizardDraft, useWizardDraft } from './wizard-draft';
import { newAgentValues } from './form-values';
import { useTuneUp } from './use-tune-up';
import { WizardFooter } from './wizard-footer';
import { WizardHeader } from './wizard-header';

export interface WizardFormProps {
  projectId: string | null;
  /** null in create mode */
  agentId: string | null;
  initialValues: WizardValues;
  onDone: () => void;
  onWorkflow?: () => void;
  onAnswers?: () => void;
  /** create mode: auto-save keeps a draft (`restored` when the form starts from one) */
  draft?: { enabled: boolean; restored: boolean };
}

/** The five steps over one form; mounted per opening, so closing or finishing starts again at step 1. */
export function WizardForm({ projectId, agentId, initialValues, onDone, onWorkflow, onAnswers, draft }: WizardFormProps) {
  const { t } = useTranslation('wizard');
  const [step, setStep] = useState(1);
  const [premiumGate, setPremiumGate] = useState(false);
  const form = useForm<WizardValues, unknown, WizardOutput>({
    resolver: zodResolver(wizardFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const save = useSaveAgent(projectId, agentId);
  const documentQueue = useQueuedDocuments();
  const [uploading, setUploading] = useState(false);
  const tuneUp = useTuneUp(agentId, form);
  const editing = agentId !== null;
  useWizardDraft(form, projectId, !editing && Boolean(draft?.enabled));
  const [draftNote, setDraftNote] = useState(Boolean(draft?.restored));
  const last = step === WIZARD_STEP_LIST.length;

  const next = async () => {
    if (await form.trigger(WIZARD_STEP_LIST[step - 1].fields)) setStep(step + 1);
  };

  const onSaveError = (error: Error) => {
    if (error instanceof ApiError && error.code === ERROR_CODES.premiumRequired) {
      setPremiumGate(true);
      return;
    }
    const fields = error instanceof ApiError ? serverFieldErrors(error.body) : [];
    for (const f of fields) form.setError(f.path as FieldPath<WizardValues>, { type: 'server', message: f.message });
    const back = firstStepWithError(fields.map((f) => f.path));
    if (back) setStep(back);
    toast({ variant: 'destructive', title: t('toasts.error'), description: error instanceof ApiError ? error.serverMessage : error.message });
  };

  const onValid = async (values: WizardOutput) => {
    let saved;
    try {
      saved = await save.mutateAsync(values);
    } catch (error) {
      onSaveError(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    let failedUploads: string[] = [];
    if (!editing && documentQueue.queued.length) {
      setUploading(true);
      failedUploads = await documentQueue.uploadTo(saved.projectId, saved.id);
      setUploading(false);
    }
    if (!editing) clearWizardDraft(projectId);
    toast(editing ? { title: t('toasts.updated'), description: t('toasts.updatedBody') } : { title: t('toasts.created'), description: t('toasts.createdBody') });
    if (failedUploads.length) {
      toast({ variant: 'destructive', title: t('toasts.documentsFailed'), description: failedUploads.join(', ') });
    }
    onDone();
  };

  const onInvalid = (errors: FieldErrors<WizardValues>) => {
    const back = firstStepWithError(Object.keys(errors));
    if (back) setStep(back);
  };

  // Enter in a field moves to the next step; only the last step submits.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!last) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col" data-testid="agent-wizard">
        <div className="border-b px-6 pb-4 pt-6">
          <WizardHeader editing={editing} step={step} onStep={setStep} />
        </div>
        <div key={step} className="min-h-0 flex-1 overflow-y-auto px-6 py-5" data-testid="wizard-step" data-step={step}>
          {draftNote && (
            <p className="mb-4 flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm" role="status" data-testid="wizard-draft-restored">
              {t('draft.restored')}
              <button
                type="button"
                className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => {
                  clearWizardDraft(projectId);
                  form.reset(newAgentValues());
                  setDraftNote(false);
                }}
              >
                {t('draft.discard')}
              </button>
            </p>
          )}
          <h3 className="mb-4 text-sm font-semibold">{t(`steps.${WIZARD_STEP_LIST[step - 1].key}`)}</h3>
          {step === 1 && <StepBasics />}
          {step === 2 && <StepModel projectId={projectId} />}
          {step === 3 && <StepKnowledge agentId={agentId} projectId={projectId} documentQueue={documentQueue} />}
          {step === 4 && <StepTools projectId={projectId} agentId={agentId} />}
          {step === 5 && (
            <div className="grid gap-5">
              {premiumGate && <PremiumGateCard namespace="agents" messageValues={{ count: PLANS.free.maxAgents }} onNavigate={onDone} data-testid="premium-gate" />}
              {tuneUp.result && <WizardTuneUpSummary result={tuneUp.result} onReview={() => setStep(2)} />}
              <StepDeploy />
            </div>
          )}
        </div>
        <WizardFooter
          step={step}
          editing={editing}
          hasProject={projectId !== null}
          saving={save.isPending || uploading}
          tuneUp={tuneUp}
          onPrevious={() => setStep(Math.max(1, step - 1))}
          onNext={() => void next()}
          onSave={() => void form.handleSubmit(onValid, onInvalid)()}
          onWorkflow={onWorkflow}
          onAnswers={onAnswers}
        />
      </form>
    </FormProvider>
  );
}
