import { defineEvent } from '../../platform/events';

/** A version was made public or private, activated or deactivated, or deleted: what serves it publicly reads it again. */
export const versionChanged = defineEvent<{ versionId: string }>('version.changed');
