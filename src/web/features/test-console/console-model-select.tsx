import { useTranslation } from 'react-i18next';
import type { Agent } from '@common/agents';
import { MODEL_PROVIDERS, TEST_CONSOLE_MODELS } from '@common/catalogues';
import { keyProviderFor } from '@common/provider-keys';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { useProviderModels } from '../../lib/provider-models';
import { AGENT_MODEL } from './test-settings';

/**
 * The console's model picker: the agent's own model, TEST_CONSOLE_MODELS, and the other models of
 * the agent's provider, from the provider's own list (the catalogue when it cannot be read).
 */
export function ConsoleModelSelect({ id, agent, value, onChange }: { id: string; agent: Agent; value: string; onChange: (model: string) => void }) {
  const { t } = useTranslation('testConsole');
  const listed = useProviderModels(agent.projectId, keyProviderFor(agent.modelProvider, agent.modelName));
  const catalogue = MODEL_PROVIDERS.find((p) => p.id === agent.modelProvider)?.models ?? [];
  const providerModels = (listed.data?.models ?? catalogue).map((m) => m.id);
  const others = [...new Set([...TEST_CONSOLE_MODELS, ...providerModels])].filter((model) => model !== agent.modelName);
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id} data-testid={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={AGENT_MODEL}>{t('form.agentModel', { model: agent.modelName })}</SelectItem>
        {others.map((model) => (
          <SelectItem key={model} value={model}>
            {model}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
