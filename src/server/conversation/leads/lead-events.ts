import { defineEvent } from '../../platform/events';

/**
 * A lead was stored with its lead_converted domain event (`eventId`). Emitted inside that
 * transaction, which listeners receive as deps.db: what they queue exists exactly when the lead
 * does, after a crash too.
 */
export const leadCaptured = defineEvent<{ eventId: string }>('lead.captured');
