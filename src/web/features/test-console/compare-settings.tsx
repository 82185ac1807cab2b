import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { TEST_CONSOLE_MODELS } from '@common/catalogues';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { AGENT_MODEL } from './test-settings';

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
        <Select value={value.model} onValueChange={(model) => onChange({ ...value, model })}>
          <SelectTrigger id="compare-model" data-testid="compare-model">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={AGENT_MODEL}>{t('form.agentModel', { model: agent.modelName })}</SelectItem>
            {TEST_CONSOLE_MODELS.map((model) => (
              <SelectItem key={model} value={model}>
                {model}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid min-w-0 gap-2 @lg:col-span-2">
        <Label htmlFor="compare-prompt">{t('conversation.comparePrompt')}</Label>
        <Textarea id="compare-prompt" rows={4} value={value.prompt} onChange={(e) => onChange({ ...value, prompt: e.target.value })} maxLength={50000} data-testid="compare-prompt" />
      </div>
    </div>
  );
}
