import { z } from 'zod';

/** A project member's role, from most to least powerful. */
export const PROJECT_ROLES = ['owner', 'admin', 'editor', 'operator', 'viewer'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];
export const projectRole = z.enum(PROJECT_ROLES);

/** Roles an invitation or a role change may give: ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'editor', 'operator', 'viewer'] as const;
export const assignableRole = z.enum(ASSIGNABLE_ROLES);

/**
 * What a member may do in a project:
 * - member: see the project itself (every role)
 * - view: read agents, knowledge, tools, workflows, deployments, analytics and the dashboard
 * - build: change those (and run the Testing Console, which spends the project's money)
 * - readConversations: read conversations, runs, feedback and leads
 * - handleConversations: act on conversations (delete, export, leads)
 * - manage: project settings, provider keys, members and invitations
 * - own: transfer ownership, delete the project
 */
export type Capability = 'member' | 'view' | 'build' | 'readConversations' | 'handleConversations' | 'manage' | 'own';

const CAPABILITIES: Record<ProjectRole, readonly Capability[]> = {
  owner: ['member', 'view', 'build', 'readConversations', 'handleConversations', 'manage', 'own'],
  admin: ['member', 'view', 'build', 'readConversations', 'handleConversations', 'manage'],
  editor: ['member', 'view', 'build', 'readConversations'],
  operator: ['member', 'readConversations', 'handleConversations'],
  viewer: ['member', 'view', 'readConversations'],
};

export function roleCan(role: ProjectRole, capability: Capability): boolean {
  return CAPABILITIES[role].includes(capability);
}

/** Invitation links are valid this long (single use). */
export const INVITATION_DAYS = 7;

export const member = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: projectRole,
  joinedAt: z.string(),
});
export type Member = z.infer<typeof member>;

export const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: assignableRole,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitation>;

export const membersView = z.object({
  members: z.array(member),
  invitations: z.array(invitation),
});
export type MembersView = z.infer<typeof membersView>;

export const createInvitationBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Must be a valid e-mail address' }).max(254)),
  role: assignableRole,
});
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

/**
 * The answer to a new invitation. `link` is the accept link: shown to copy always (the invited
 * person may not see the e-mail soon), and the only way to deliver it when no SMTP is configured.
 */
export const createdInvitation = z.object({
  invitation,
  link: z.string(),
  emailed: z.boolean(),
});
export type CreatedInvitation = z.infer<typeof createdInvitation>;

export const updateMemberBody = z.object({ role: assignableRole });
export const transferOwnershipBody = z.object({ userId: z.uuid({ error: 'Must be a member id' }) });

/** What the invitation page shows before the invited person accepts or declines. */
export const invitationPreview = z.object({
  projectName: z.string(),
  role: assignableRole,
  email: z.string(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const invitationTokenBody = z.object({ token: z.string().min(1).max(200) });
