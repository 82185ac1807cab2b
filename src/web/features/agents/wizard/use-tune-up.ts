import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AiTuneUpResult } from '@common/testing';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast';
import { useAiTuneUp } from '../api/ai-tune-up';
import type { WizardOutput, WizardValues } from './form-schema';

/** AI Tune Up replaces the system prompt field; nothing is saved until the user submits. */
export function useTuneUp(agentId: string | null, form: UseFormReturn<WizardValues, unknown, WizardOutput>) {
  const { t } = useTranslation('wizard');
  const tuneUp = useAiTuneUp(agentId);
  const [result, setResult] = useState<AiTuneUpResult | null>(null);

  const run = () =>
    tuneUp.mutate(form.getValues('systemPrompt') ?? '', {
      onSuccess: (result) => {
        form.setValue('systemPrompt', result.tunedUpPrompt, { shouldDirty: true });
        setResult(result);
        toast({ title: t('toasts.tuneUpComplete'), description: t('toasts.tuneUpCompleteBody') });
      },
      onError: () => toast({ variant: 'destructive', title: t('toasts.tuneUpFailed'), description: t('toasts.tuneUpFailedBody') }),
    });

  return { run, isPending: tuneUp.isPending, result, available: agentId !== null };
}
