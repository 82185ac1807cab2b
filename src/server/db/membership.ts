import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { projectMembers } from './team-tables';

/** Join condition: `userId` is a member of the project whose id is in `projectIdColumn`. */
export function memberOf(projectIdColumn: AnyColumn, userId: string | Placeholder): SQL {
  return and(eq(projectMembers.projectId, projectIdColumn), eq(projectMembers.userId, userId)) as SQL;
}

/** The member's role, selected beside a row found through `memberOf`. */
export const memberRole = sql<string>`${projectMembers.role}`;
