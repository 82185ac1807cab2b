/** Teams: who belongs to which project with which role, and the invitations not yet answered. */
import { index, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { projects, users } from './schema';

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner, admin, editor, operator or viewer (src/common/members.ts); one owner per project, the same as projects.owner_id */
    role: varchar('role', { length: 16 }).notNull(),
    /** when the member last switched to this project: the latest one is their current project */
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);

export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    /** sha-256 of the token in the link; the token itself is never stored */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('project_invitations_project_idx').on(t.projectId, t.email)],
);
