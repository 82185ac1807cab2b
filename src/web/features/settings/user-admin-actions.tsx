import { Ban, CircleCheck, ShieldMinus, ShieldPlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/admin';
import { Button } from '../../components/ui/button';

/** Disable or enable, promote or demote, delete: for other accounts than the admin's own. */
export function UserAdminActions({ user, busy, onAccess, onRole, onDelete }: { user: AdminUser; busy: boolean; onAccess: (enabled: boolean) => void; onRole: (role: 'admin' | 'user') => void; onDelete: () => void }) {
  const { t } = useTranslation('instance');
  const disabled = user.accessStatus === 'disabled';
  return (
    <div className="flex flex-wrap justify-end gap-1" data-testid="admin-user-actions">
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => onRole(user.role === 'admin' ? 'user' : 'admin')}>
        {user.role === 'admin' ? <ShieldMinus /> : <ShieldPlus />}
        {user.role === 'admin' ? t('users.removeAdmin') : t('users.makeAdmin')}
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={() => onAccess(disabled)} data-testid={disabled ? 'admin-user-enable' : 'admin-user-disable'}>
        {disabled ? <CircleCheck /> : <Ban />}
        {disabled ? t('users.enable') : t('users.disable')}
      </Button>
      <Button size="sm" variant="ghost" className="text-destructive" disabled={busy} onClick={onDelete} aria-label={t('users.deleteNamed', { user: user.email })}>
        <Trash2 />
        {t('users.delete')}
      </Button>
    </div>
  );
}
