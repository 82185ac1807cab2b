import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/admin';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { InlineError } from '../../components/inline-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { useApproveUser } from './api/approve-user';
import { useAdminUsers } from './api/get-admin-users';
import { useSetUserTier } from './api/set-user-tier';
import { useDeleteUser } from './api/delete-user';
import { useSetUserAccess } from './api/set-user-access';
import { useSetUserRole } from './api/set-user-role';
import { UserAdminActions } from './user-admin-actions';
import { errorMessage } from './error-message';
import { sortUsersForReview } from './sort-users';
import { UserRow } from './user-row';

/** Admin only: approve waitlisted accounts and set anyone's tier. */
export function UsersTab({ currentUserId, onUserChanged }: { currentUserId: string; onUserChanged: () => unknown }) {
  const { t } = useTranslation('settings');
  const { t: ti } = useTranslation('instance');
  const users = useAdminUsers();
  const onError = (error: Error) => toast({ title: t('users.actionFailed'), description: errorMessage(error), variant: 'destructive' });
  const approve = useApproveUser({
    onSuccess: (user) => toast({ title: t('users.approved'), description: t('users.approvedDescription', { email: user.email }) }),
    onError,
  });
  const setTier = useSetUserTier({
    onSuccess: (user) => {
      toast({ title: t('users.tierUpdated'), description: t('users.tierUpdatedDescription', { email: user.email }) });
      if (user.id === currentUserId) onUserChanged();
    },
    onError,
  });
  const access = useSetUserAccess({ onError });
  const role = useSetUserRole({ onError });
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const remove = useDeleteUser({
    onError,
    onSuccess: () => {
      setDeleting(null);
      toast({ title: ti('users.deleted') });
    },
  });
  const busyId =
    (approve.isPending && approve.variables) ||
    (setTier.isPending && setTier.variables?.userId) ||
    (access.isPending && access.variables?.userId) ||
    (role.isPending && role.variables?.userId) ||
    null;
  const waiting = users.data?.filter((user) => user.accessStatus === 'waitlist').length ?? 0;

  return (
    <Card data-testid="users-tab">
      <CardHeader>
        <CardTitle>{t('users.title')}</CardTitle>
        <CardDescription>
          {users.data ? t('users.summary', { count: users.data.length, waiting }) : t('users.description')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending && <Skeleton className="h-40 w-full" />}
        {users.isError && <InlineError error={users.error} onRetry={() => void users.refetch()} />}
        {users.data && (
          <ul className="divide-y">
            {sortUsersForReview(users.data).map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                busy={busyId === user.id}
                onApprove={() => approve.mutate(user.id)}
                onTierChange={(subscriptionTier) => setTier.mutate({ userId: user.id, subscriptionTier, subscriptionExpiry: null })}
                actions={
                  <UserAdminActions
                    user={user}
                    busy={busyId === user.id}
                    onAccess={(enabled) => access.mutate({ userId: user.id, enabled })}
                    onRole={(next) => role.mutate({ userId: user.id, role: next })}
                    onDelete={() => setDeleting(user)}
                  />
                }
              />
            ))}
          </ul>
        )}
      </CardContent>
      {deleting && (
        <ConfirmDeleteDialog
          testId="delete-user-dialog"
          title={ti('users.deleteTitle')}
          description={ti('users.deleteDescription', { user: deleting.email })}
          actionLabel={ti('users.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Card>
  );
}
