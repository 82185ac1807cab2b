/** An agent's model name for OpenAI clients: its name in lowercase ASCII words joined by hyphens ("Hotel Sol" -> "hotel-sol"). */
export function modelSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

export interface NamedAgent {
  id: string;
  name: string;
  createdAt: Date;
}

/** Each agent's model name: its slug when no other agent of the project shares it, else its id. */
export function modelNames<T extends NamedAgent>(agents: T[]): (T & { model: string })[] {
  const counts = new Map<string, number>();
  for (const agent of agents) counts.set(modelSlug(agent.name), (counts.get(modelSlug(agent.name)) ?? 0) + 1);
  return agents.map((agent) => {
    const slug = modelSlug(agent.name);
    return { ...agent, model: slug && counts.get(slug) === 1 ? slug : agent.id };
  });
}
