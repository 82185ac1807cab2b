import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { ConsoleModelSelect } from './console-model-select';

/** What side B of a comparison changes: another model, another prompt, or both. */
export interface CompareSide {
  model: string;
  prompt: string;
}

export function CompareSettings({ agent, value, onChange }: { agent: Agent; value: CompareSide; onChange: (next: CompareSide) => void }) {
  const { t } = useTranslation('testConsole');
  return (
    <div className="grid gap-3 rounded-md border border-dashed p-3 @lg:grid-cols-2" data-testid="compare-settings">
      <p className="text-sm text-muted-foreground @lg:col-span-2">{t('conversation.compareHint')}</p>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="compare-model">{t('conversation.compareModel')}</Label>
        <ConsoleModelSelect id="compare-model" agent={agent} value={value.model} onChange={(model) => onChange({ ...value, model })} />
      </div>
      <div className="grid min-w-0 gap-2 @lg:col-span-2">
        <Label htmlFor="compare-prompt">{t('conversation.comparePrompt')}</Label>
        <Textarea id="compare-prompt" rows={4} value={value.prompt} onChange={(e) => onChange({ ...value, prompt: e.target.value })} maxLength={50000} data-testid="compare-prompt" />
      </div>
    </div>
  );
}
