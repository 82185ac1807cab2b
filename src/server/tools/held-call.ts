import type { LeadOrigin } from './turn-actions';

/**
 * What a tool returns when its call waits for a person (docs/decisions/0050): the turn stops and the
 * visitor reads `message`; the call runs later, once, if a person approves it.
 */
export class HeldCall {
  constructor(
    readonly approvalId: string,
    readonly message: string,
  ) {}
}

/** A tool call that may have to wait for a person, with what is needed to run it and continue later. */
export interface ToolCallToHold {
  origin: LeadOrigin;
  toolName: string;
  arguments: Record<string, unknown>;
  /** the agent as this turn runs it (the continuation runs with the same settings) */
  agent: unknown;
  language: string;
  visitorInput: string;
  userData: Record<string, unknown> | null;
}
