import type { Agent } from '@common/agents';
import type { TestAgentBody } from '@common/testing';

/** A select item cannot have an empty value (Radix keeps '' for no selection), so "the agent's own model" has a sentinel. */
export const AGENT_MODEL = 'agent-model';
export const DEFAULT_TEMPERATURE = 0.7;

export interface TestSettings {
  input: string;
  model: string;
  /** null: the agent's own setting */
  temperature: number | null;
  enableRag: boolean;
  enableTools: boolean;
}

/** The defaults: RAG on, tools on, the agent's model and temperature. */
export const initialTestSettings: TestSettings = { input: '', model: AGENT_MODEL, temperature: null, enableRag: true, enableTools: true };

/** The slider runs 0-1 step 0.1; an agent set above 1 starts at the top of the range. */
export function defaultTemperature(agent: Agent): number {
  const value = agent.modelSettings?.temperature;
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_TEMPERATURE;
  return Math.min(1, Math.max(0, Math.round(value * 10) / 10));
}

/** systemPrompt is sent only by 'Test This Prompt' (an edited prompt tested without saving). */
export function buildTestBody(settings: TestSettings, systemPrompt?: string): TestAgentBody {
  return {
    input: settings.input.trim(),
    ...(systemPrompt === undefined ? {} : { systemPrompt }),
    overrides: {
      ...(settings.model === AGENT_MODEL ? {} : { model: settings.model }),
      // untouched, the agent's own temperature applies (it may be above the slider's range)
      ...(settings.temperature === null ? {} : { temperature: settings.temperature }),
      enableRag: settings.enableRag,
      enableTools: settings.enableTools,
    },
  };
}

/** Side B of a comparison: the same message and switches, with its own model and prompt (an unchanged prompt is not sent). */
export function compareBody(body: TestAgentBody, side: { model: string; prompt: string }, savedPrompt: string): TestAgentBody {
  const { enableRag = true, enableTools = true, temperature } = body.overrides ?? {};
  return {
    input: body.input,
    ...(side.prompt === savedPrompt ? {} : { systemPrompt: side.prompt }),
    overrides: { enableRag, enableTools, ...(temperature === undefined ? {} : { temperature }), ...(side.model === AGENT_MODEL ? {} : { model: side.model }) },
  };
}
