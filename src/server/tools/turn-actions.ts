import type { AppDeps } from '../platform/deps';
import type { HeldCall, ToolCallToHold } from './held-call';

/** Where a captured lead comes from: the turn that captured it (a tool's run context fits). */
export interface LeadOrigin {
  projectId: string;
  agentId: string;
  agentVersionId: string | null;
  conversationId: string | null;
  sessionId: string | null;
  channel: string;
  isTest: boolean;
}

export interface LeadValues {
  name: string | null;
  email: string | null;
  phone: string | null;
  fields: Record<string, string>;
}

/**
 * What the built-in tools do outside the tools domain, given by whoever runs the turn: store a
 * captured lead, and ask a person to take the visitor's conversation over (only a conversation
 * with visitors can be handed over).
 */
export interface TurnActions {
  recordLead: (deps: AppDeps, origin: LeadOrigin, values: LeadValues) => Promise<{ leadId: string }>;
  /** false when a person was already asked for or answers */
  requestPerson?: (deps: AppDeps, conversationId: string, reason: string) => Promise<boolean>;
  /** the owner's approval rules: a held call when this one must wait for a person, null to run it now */
  holdForApproval?: (deps: AppDeps, call: ToolCallToHold) => Promise<HeldCall | null>;
}
