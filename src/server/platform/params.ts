import { z } from 'zod';

/** Path ids are uuids; a malformed one is a 400 naming the parameter, never a database error. */
export const uuidParam = (what: string) => z.uuid({ error: `Invalid ${what} id` });
export const projectParams = z.object({ id: uuidParam('project') });
