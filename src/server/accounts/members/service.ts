import {
  INVITATION_DAYS,
  assignableRole,
  type CreateInvitationBody,
  type CreatedInvitation,
  type Invitation,
  type InvitationPreview,
  type Member,
  type MembersView,
  type ProjectRole,
} from '../../../common/members';
import { ERROR_CODES } from '../../../common/error-codes';
import { randomToken, sha256 } from '../../platform/crypto';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { AppDeps } from '../../platform/deps';
import { emit } from '../../platform/events';
import type { SessionUser } from '../../platform/session';
import { displayName, userChanged } from '../auth/index';
import { assertWithinPlanLimit } from '../billing/index';
import { readRole, countProjectsOwnedBy, requireProject } from '../projects/index';
import { sendInvitationMail } from './invitation-mail';
import {
  acceptInvitationRow,
  declineInvitationRow,
  deleteInvitation,
  deleteMember,
  findInvitation,
  findInvitationByToken,
  findMemberByEmail,
  findMemberRole,
  findUserPlan,
  listMemberRows,
  listPendingInvitations,
  replaceInvitation,
  setMemberRole,
  transferOwnershipRows,
} from './queries';

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: assignableRole.catch('viewer').parse(row.role),
    invitedBy: row.invitedBy,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every member sees who is in the project; pending invitations only those who manage it. */
export async function getMembers(deps: AppDeps, user: SessionUser, projectId: string): Promise<MembersView> {
  const project = await requireProject(deps, user, projectId, 'member');
  const canManage = ['owner', 'admin'].includes(project.role);
  const [members, invitations] = await Promise.all([
    listMemberRows(deps.db, project.id),
    canManage ? listPendingInvitations(deps.db, project.id, deps.clock()) : Promise.resolve([]),
  ]);
  return {
    members: members.map((m): Member => ({ ...m, role: readRole(m.role) ?? 'viewer', joinedAt: m.joinedAt.toISOString() })),
    invitations: invitations.map(toInvitation),
  };
}

/** A single-use link valid INVITATION_DAYS days, e-mailed through the instance SMTP when there is one. */
export async function inviteMember(deps: AppDeps, user: SessionUser, projectId: string, body: CreateInvitationBody, origin: string): Promise<CreatedInvitation> {
  const project = await requireProject(deps, user, projectId, 'manage');
  if (await findMemberByEmail(deps.db, project.id, body.email)) throw conflict(`${body.email} is already a member of this project.`);
  const token = randomToken(32);
  const now = deps.clock();
  const id = await replaceInvitation(deps.db, {
    projectId: project.id,
    email: body.email,
    role: body.role,
    tokenHash: sha256(token),
    invitedBy: user.id,
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
  });
  const link = `${origin}/invite#${token}`;
  let emailed = false;
  try {
    emailed = await sendInvitationMail(deps, { to: body.email, inviter: displayName(user), projectName: project.name, role: body.role, link, language: user.language });
  } catch (err) {
    // the invitation stands: the link is shown to copy, and the reason is told
    throw new AppError(502, 'INVITATION_MAIL_FAILED', `The invitation was created, but the e-mail could not be sent: ${err instanceof Error ? err.message : String(err)} Copy the link instead: ${link}`);
  }
  const row = await findInvitation(deps.db, id);
  if (!row) throw notFound('Invitation');
  return { invitation: toInvitation(row), link, emailed };
}

export async function revokeInvitation(deps: AppDeps, user: SessionUser, projectId: string, invitationId: string): Promise<void> {
  const project = await requireProject(deps, user, projectId, 'manage');
  if (!(await deleteInvitation(deps.db, project.id, invitationId))) throw notFound('Invitation');
}

async function requireInvitationFor(deps: AppDeps, user: SessionUser, token: string) {
  const row = await findInvitationByToken(deps.db, sha256(token), deps.clock());
  if (!row) throw notFound('Invitation');
  if (row.email.toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden(`This invitation was sent to ${row.email}. Sign in with that address to answer it.`, 'INVITATION_OTHER_EMAIL');
  }
  return row;
}

export async function previewInvitation(deps: AppDeps, user: SessionUser, token: string): Promise<InvitationPreview> {
  const row = await requireInvitationFor(deps, user, token);
  const { role } = toInvitation(row);
  return { projectName: row.projectName, role, email: row.email, invitedBy: row.invitedBy, expiresAt: row.expiresAt.toISOString() };
}

/** Joins the project (which becomes the current one); the link works once. */
export async function acceptInvitation(deps: AppDeps, user: SessionUser, token: string): Promise<{ projectId: string }> {
  const row = await requireInvitationFor(deps, user, token);
  if (!(await acceptInvitationRow(deps.db, row.id, user.id, deps.clock()))) throw notFound('Invitation');
  await emit(deps, userChanged, { userId: user.id });
  return { projectId: row.projectId };
}

export async function declineInvitation(deps: AppDeps, user: SessionUser, token: string): Promise<void> {
  const row = await requireInvitationFor(deps, user, token);
  if (!(await declineInvitationRow(deps.db, row.id))) throw notFound('Invitation');
}

async function requireOtherMember(deps: AppDeps, projectId: string, userId: string): Promise<ProjectRole> {
  const role = readRole((await findMemberRole(deps.db, projectId, userId)) ?? '');
  if (!role) throw notFound('Member');
  if (role === 'owner') throw forbidden("The owner's role changes only by transferring ownership.", ERROR_CODES.roleForbidden);
  return role;
}

export async function changeMemberRole(deps: AppDeps, user: SessionUser, projectId: string, memberId: string, role: ProjectRole): Promise<void> {
  const project = await requireProject(deps, user, projectId, 'manage');
  await requireOtherMember(deps, project.id, memberId);
  if (!(await setMemberRole(deps.db, project.id, memberId, role))) throw notFound('Member');
}

/** A manager removes a member; anyone but the owner may remove themselves (leave). */
export async function removeMember(deps: AppDeps, user: SessionUser, projectId: string, memberId: string): Promise<void> {
  const project = await requireProject(deps, user, projectId, memberId === user.id ? 'member' : 'manage');
  if (memberId === user.id && project.role === 'owner') {
    throw conflict('The owner cannot leave the project. Transfer the ownership to another member first.');
  }
  await requireOtherMember(deps, project.id, memberId);
  if (!(await deleteMember(deps.db, project.id, memberId))) throw notFound('Member');
}

/** The new owner must be a member, and the project must fit their plan (their projects count against it). */
export async function transferOwnership(deps: AppDeps, user: SessionUser, projectId: string, toUserId: string): Promise<void> {
  const project = await requireProject(deps, user, projectId, 'own');
  if (toUserId === user.id) throw conflict('You already own this project.');
  await requireOtherMember(deps, project.id, toUserId);
  const next = await findUserPlan(deps.db, toUserId);
  if (!next) throw notFound('Member');
  await assertWithinPlanLimit(deps, next, 'maxProjects', await countProjectsOwnedBy(deps, toUserId), 'projects for the new owner');
  await transferOwnershipRows(deps.db, project.id, user.id, toUserId, deps.clock());
  // public versions carry the owner's plan, and the project's limits follow the new owner's settings
  await emit(deps, userChanged, { userId: toUserId });
}
