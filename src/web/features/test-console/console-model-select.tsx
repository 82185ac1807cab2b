import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { TEST_CONSOLE_MODELS } from '@common/catalogues';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { AGENT_MODEL } from './test-settings';

/** The console's model picker: the agent's own model, or one of the models tests may switch to. */
export function ConsoleModelSelect({ id, agent, value, onChange }: { id: string; agent: Agent; value: string; onChange: (model: string) => void }) {
  const { t } = useTranslation('testConsole');
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} data-testid={id}>
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
  );
}
