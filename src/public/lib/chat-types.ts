import type { RagSource } from '@common/testing';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** the greeting and closing notices: shown, never sent to the model */
  local?: boolean;
  /** a failed turn's apology */
  error?: boolean;
  sources?: RagSource[];
  /** the stored run of an answered reply: only these can be rated */
  runId?: string;
  /** written by a person from the team who took the conversation over */
  fromPerson?: boolean;
  /** a person joined or left: shown centred, never sent to the model */
  notice?: boolean;
}

/** Which public surface a page is; sent as the chat channel. */
export type ChatChannel = 'demo' | 'chat' | 'widget';
