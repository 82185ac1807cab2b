import { defineEvent } from '../../platform/events';

/**
 * A user's row was written (profile, settings, plan, role, access, deletion, a project gained or
 * lost them as owner): whatever caches it (sessions, public versions carrying the owner's plan,
 * owners' settings) reads it again.
 */
export const userChanged = defineEvent<{ userId: string }>('user.changed');
