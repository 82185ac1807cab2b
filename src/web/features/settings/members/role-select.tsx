import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES, type CreateInvitationBody } from '@common/members';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

type AssignableRole = CreateInvitationBody['role'];

/** One of the roles an invitation or a role change may give (ownership moves only by transfer). */
export function RoleSelect({ value, onChange, disabled, id, label, testId }: { value: AssignableRole; onChange: (role: AssignableRole) => void; disabled?: boolean; id?: string; label?: string; testId: string }) {
  const { t } = useTranslation('members');
  return (
    <Select value={value} disabled={disabled} onValueChange={(next) => onChange(next as AssignableRole)}>
      <SelectTrigger id={id} className="w-36" aria-label={label} data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {ASSIGNABLE_ROLES.map((r) => (
          <SelectItem key={r} value={r}>
            {t(`roles.${r}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
