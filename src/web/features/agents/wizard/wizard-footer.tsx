import { ArrowLeft, ArrowRight, BookCheck, Loader2, Sparkles, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WIZARD_STEP_LIST } from './steps';

export interface WizardFooterProps {
  step: number;
  editing: boolean;
  hasProject: boolean;
  saving: boolean;
  tuneUp: { run: () => void; isPending: boolean; available: boolean };
  onPrevious: () => void;
  onNext: () => void;
  /** editing: saves from any step */
  onSave: () => void;
  onWorkflow?: () => void;
  onAnswers?: () => void;
}

export function WizardFooter({ step, editing, hasProject, saving, tuneUp, onPrevious, onNext, onSave, onWorkflow, onAnswers }: WizardFooterProps) {
  const { t } = useTranslation('wizard');
  const last = step === WIZARD_STEP_LIST.length;

  return (
    <div className="grid gap-2 border-t px-6 py-4">
      {last && (!hasProject || !tuneUp.available) && (
        <div className="grid gap-1 text-xs text-muted-foreground" data-testid="wizard-hints">
          {!hasProject && <p className="text-destructive">{t('projectRequired')}</p>}
          {!tuneUp.available && <p>{t('tuneUp.needsAgent')}</p>}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {editing && onWorkflow && (
          <Button type="button" variant="outline" onClick={onWorkflow} aria-label={t('workflowBuilder')} title={t('workflowBuilder')} data-testid="wizard-workflow">
            <Workflow />
            <span className="hidden sm:inline">{t('workflowBuilder')}</span>
          </Button>
        )}
        {editing && onAnswers && (
          <Button type="button" variant="outline" onClick={onAnswers} aria-label={t('curatedAnswers')} title={t('curatedAnswers')} data-testid="wizard-answers">
            <BookCheck />
            <span className="hidden sm:inline">{t('curatedAnswers')}</span>
          </Button>
        )}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <Button type="button" variant="outline" disabled={step === 1} onClick={onPrevious} data-testid="wizard-previous">
            <ArrowLeft />
            {t('previous')}
          </Button>
          {!last && editing && (
            <Button key="save-here" type="button" variant="secondary" disabled={!hasProject || saving} onClick={onSave} data-testid="wizard-save">
              {saving && <Loader2 className="animate-spin" />}
              {t('submitUpdate')}
            </Button>
          )}
          {!last && (
            <Button key="next" type="button" onClick={onNext} data-testid="wizard-next">
              {t('next')}
              <ArrowRight />
            </Button>
          )}
          {last && (
            <Button key="tune-up" type="button" variant="secondary" disabled={!tuneUp.available || tuneUp.isPending} onClick={tuneUp.run} data-testid="wizard-tune-up">
              {tuneUp.isPending ? <Loader2 className="animate-spin" /> : <Sparkles />}
              {t('tuneUp.button')}
            </Button>
          )}
          {last && (
            <Button key="submit" type="submit" disabled={!hasProject || saving} data-testid="wizard-submit">
              {saving && <Loader2 className="animate-spin" />}
              {editing ? t('submitUpdate') : t('submitCreate')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
