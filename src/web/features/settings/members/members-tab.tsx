import { useQueryClient } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleCan, type Member, type ProjectRole } from '@common/members';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useCurrentProject } from '../../../lib/queries/get-projects';
import { errorMessage } from '../error-message';
import { useChangeMemberRole } from './api/change-member-role';
import { useMembers } from './api/get-members';
import { useRemoveMember } from './api/remove-member';
import { useRevokeInvitation } from './api/revoke-invitation';
import { useTransferOwnership } from './api/transfer-ownership';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberRow } from './member-row';
import { TransferDialog } from './transfer-dialog';

/** Settings > Members: the current project's team, invitations, roles, leaving and ownership. */
export function MembersTab({ currentUserId }: { currentUserId: string }) {
  const { project } = useCurrentProject();
  if (!project) return <Skeleton className="h-40 w-full" />;
  return <ProjectMembers projectId={project.id} projectName={project.name} role={project.role} currentUserId={currentUserId} />;
}

function ProjectMembers({ projectId, projectName, role, currentUserId }: { projectId: string; projectName: string; role: ProjectRole; currentUserId: string }) {
  const { t } = useTranslation('members');
  const queryClient = useQueryClient();
  const members = useMembers(projectId);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [transferring, setTransferring] = useState(false);
  const canManage = roleCan(role, 'manage');
  const onError = (error: Error) => toast({ title: t('members.actionFailed'), description: errorMessage(error), variant: 'destructive' });
  const changeRole = useChangeMemberRole(projectId, { onSuccess: () => toast({ title: t('members.roleChanged') }), onError });
  const revoke = useRevokeInvitation(projectId, { onError });
  const remove = useRemoveMember(projectId, {
    onError,
    onSuccess: async (userId) => {
      setRemoving(null);
      if (userId === currentUserId) {
        // left the project: another one becomes current
        await queryClient.invalidateQueries();
        toast({ title: t('members.left', { project: projectName }) });
      } else toast({ title: t('members.removed') });
    },
  });
  const transfer = useTransferOwnership(projectId, {
    onError,
    onSuccess: () => {
      setTransferring(false);
      toast({ title: t('transfer.done') });
    },
  });
  const busyId = (changeRole.isPending && changeRole.variables?.userId) || (remove.isPending && remove.variables) || null;
  const others = members.data?.members.filter((m) => m.userId !== currentUserId) ?? [];
  const leaving = removing?.userId === currentUserId;

  return (
    <Card data-testid="members-tab">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('members.title')}</CardTitle>
          <CardDescription>{t('members.description', { project: projectName, role: t(`roles.${role}`) })}</CardDescription>
        </div>
        {role === 'owner' && others.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => setTransferring(true)} data-testid="transfer-open">
            <Crown />
            {t('transfer.open')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        {canManage && <InviteForm projectId={projectId} />}
        {members.isPending && <Skeleton className="h-32 w-full" />}
        {members.isError && <InlineError error={members.error} onRetry={() => void members.refetch()} />}
        {members.data && (
          <ul className="divide-y" aria-label={t('members.list')}>
            {members.data.members.map((m) => (
              <MemberRow
                key={m.userId}
                member={m}
                isSelf={m.userId === currentUserId}
                canManage={canManage}
                busy={busyId === m.userId}
                onRoleChange={(next) => changeRole.mutate({ userId: m.userId, role: next })}
                onRemove={() => setRemoving(m)}
              />
            ))}
          </ul>
        )}
        {members.data && members.data.invitations.length > 0 && (
          <InvitationList invitations={members.data.invitations} busyId={revoke.isPending ? (revoke.variables ?? null) : null} onRevoke={(id) => revoke.mutate(id)} />
        )}
      </CardContent>
      {removing && (
        <ConfirmDeleteDialog
          testId={leaving ? 'leave-project-dialog' : 'remove-member-dialog'}
          title={leaving ? t('members.leaveTitle', { project: projectName }) : t('members.removeTitle')}
          description={leaving ? t('members.leaveDescription') : t('members.removeDescription', { member: removing.email, project: projectName })}
          actionLabel={leaving ? t('members.leave') : t('members.remove')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(removing.userId)}
          onClose={() => setRemoving(null)}
        />
      )}
      {transferring && <TransferDialog candidates={others} pending={transfer.isPending} onConfirm={(userId) => transfer.mutate(userId)} onClose={() => setTransferring(false)} />}
    </Card>
  );
}
