/** The CSV download of every pair of the agent (question, alternatives, answer, language). */
export const curatedExportUrl = (agentId: string) => `/api/agents/${encodeURIComponent(agentId)}/curated-answers/export`;
