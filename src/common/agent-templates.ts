import { z } from 'zod';
import { BUILT_IN_TOOLS, type BuiltInToolId } from './catalogues';
import type { AgentFile } from './agent-file';

/** The agent templates shipped with the product (docs/decisions/0043), each an agent file in English and in Spanish. */
export const AGENT_TEMPLATE_IDS = ['customer-support', 'sales-assistant', 'hotel-reservations', 'technical-support', 'appointment-booking', 'shop-faq'] as const;
export type AgentTemplateId = (typeof AGENT_TEMPLATE_IDS)[number];
export const TEMPLATE_LANGUAGES = ['en', 'es'] as const;
export const templateLanguage = z.enum(TEMPLATE_LANGUAGES);
export type TemplateLanguage = z.infer<typeof templateLanguage>;

/** The landing page's demo conversations, each played by the agent one template makes. */
export const TEMPLATE_OF_DEMO_SCENARIO = { sales: 'sales-assistant', support: 'technical-support', hotel: 'hotel-reservations' } as const satisfies Record<string, AgentTemplateId>;

export const agentTemplateSummary = z.object({
  id: z.enum(AGENT_TEMPLATE_IDS),
  language: templateLanguage,
  /** the agent's name in the template */
  title: z.string(),
  description: z.string(),
  /** the built-in tools the agent uses, by id (their names are translated in the web app) */
  tools: z.array(z.string()),
});
export type AgentTemplateSummary = z.infer<typeof agentTemplateSummary>;

export const agentTemplateListQuery = z.object({ language: templateLanguage.default('en') });
export const createFromTemplateBody = z.object({ language: templateLanguage });

/** The built-in tools a file's agent has switched on, in the catalogue's order. */
export function toolsOf(file: AgentFile): BuiltInToolId[] {
  return BUILT_IN_TOOLS.filter((t) => file.agent.enabledTools[t.enabledKey]).map((t) => t.id);
}
