import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanAddCurated } from '../../lib/curated-answers/use-can-add-curated';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { CuratedAnswerDialog } from './curated-answer-dialog';
import type { CuratedPrefill } from './curated-draft';

interface ImproveAnswerButtonProps {
  agentId: string;
  agentName: string;
  /** the question and answer to correct; null when the answer has no question before it */
  prefill: CuratedPrefill | null;
  className?: string;
}

/**
 * "Improve this answer" under an agent's answer: the pair editor with the visitor's question and
 * the agent's answer filled in. Shown only to users who may add a pair to the agent.
 */
export function ImproveAnswerButton({ agentId, agentName, prefill, className }: ImproveAnswerButtonProps) {
  const { t } = useTranslation('curatedAnswers');
  const canAdd = useCanAddCurated(agentId);
  const [open, setOpen] = useState(false);
  if (!canAdd || !prefill) return null;
  return (
    <>
      <Button type="button" variant="ghost" size="sm" className={cn('h-7 px-2 text-xs text-muted-foreground', className)} onClick={() => setOpen(true)} data-testid="improve-answer">
        <Sparkles className="size-3.5" />
        {t('improve.button')}
      </Button>
      <CuratedAnswerDialog agentId={agentId} agentName={agentName} target={open ? { kind: 'improve', prefill } : null} onClose={() => setOpen(false)} />
    </>
  );
}
