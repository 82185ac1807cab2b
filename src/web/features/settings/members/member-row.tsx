import { LogOut, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Member, ProjectRole } from '@common/members';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RoleSelect } from './role-select';

interface MemberRowProps {
  member: Member;
  isSelf: boolean;
  /** the signed-in user may change roles and remove members */
  canManage: boolean;
  busy: boolean;
  onRoleChange: (role: ProjectRole) => void;
  onRemove: () => void;
}

export function MemberRow({ member, isSelf, canManage, busy, onRoleChange, onRemove }: MemberRowProps) {
  const { t, i18n } = useTranslation('members');
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
  const editable = canManage && member.role !== 'owner' && !isSelf;
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(member.joinedAt));

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0" data-testid="member-row" data-role={member.role}>
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{name || member.email}</span>
          {isSelf && <Badge variant="outline">{t('members.you')}</Badge>}
        </p>
        {name && <p className="truncate text-sm text-muted-foreground">{member.email}</p>}
        <p className="text-xs text-muted-foreground">{t('members.joined', { date: joined })}</p>
      </div>
      {editable && member.role !== 'owner' ? (
        <RoleSelect value={member.role} disabled={busy} onChange={onRoleChange} label={t('members.roleFor', { member: member.email })} testId="member-role" />
      ) : (
        <Badge variant={member.role === 'owner' ? 'default' : 'secondary'} className="w-fit">
          {t(`roles.${member.role}`)}
        </Badge>
      )}
      <div className="flex min-w-24 justify-end">
        {editable && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove} aria-label={t('members.removeNamed', { member: member.email })} data-testid="member-remove">
            <Trash2 />
            {t('members.remove')}
          </Button>
        )}
        {isSelf && member.role !== 'owner' && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove} data-testid="member-leave">
            <LogOut />
            {t('members.leave')}
          </Button>
        )}
      </div>
    </li>
  );
}
