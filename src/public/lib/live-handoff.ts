import type { VisitorEvent } from '@common/inbox';

export interface LiveHandoffHandlers {
  onPersonMessage: (id: string, text: string) => void;
  onNotice: (id: string, text: string) => void;
  /** the agent's words after a person decided on a held action */
  onAgentMessage: (id: string, text: string) => void;
}

/**
 * Listens for a person from the team on this conversation (their replies, their joining and
 * leaving). EventSource reconnects by itself; what was missed comes again from `since` and is
 * recognised by id. Returns the closing function.
 */
export function listenForPerson(versionId: string, sessionId: string, since: Date, handlers: LiveHandoffHandlers): () => void {
  const url = `/api/agent-versions/${encodeURIComponent(versionId)}/sessions/${encodeURIComponent(sessionId)}/events?since=${encodeURIComponent(since.toISOString())}`;
  const source = new EventSource(url);
  source.addEventListener('operator_message', (e) => {
    const event = JSON.parse((e as MessageEvent<string>).data) as Extract<VisitorEvent, { type: 'operator_message' }>;
    handlers.onPersonMessage(event.id, event.text);
  });
  source.addEventListener('agent_message', (e) => {
    const event = JSON.parse((e as MessageEvent<string>).data) as Extract<VisitorEvent, { type: 'agent_message' }>;
    handlers.onAgentMessage(event.id, event.text);
  });
  source.addEventListener('handoff', (e) => {
    const event = JSON.parse((e as MessageEvent<string>).data) as Extract<VisitorEvent, { type: 'handoff' }>;
    handlers.onNotice(`notice-${event.at}`, event.notice);
  });
  return () => source.close();
}
