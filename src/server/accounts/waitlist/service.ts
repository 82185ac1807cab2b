import type { JoinWaitlistBody } from '../../../common/waitlist';
import { waitlist } from '../../db/instance-tables';
import type { AppDeps } from '../../platform/deps';

/** Adds a visitor to the waitlist; 'already' when the e-mail is on it. */
export async function joinWaitlist(deps: AppDeps, body: JoinWaitlistBody): Promise<'joined' | 'already'> {
  const inserted = await deps.db
    .insert(waitlist)
    .values({ email: body.email, firstName: body.firstName || null, lastName: body.lastName || null })
    .onConflictDoNothing({ target: waitlist.email })
    .returning({ id: waitlist.id });
  return inserted.length > 0 ? 'joined' : 'already';
}
