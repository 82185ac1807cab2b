import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Tells a viewer or an operator why most buttons are missing. */
export function RoleNotice({ role }: { role: 'viewer' | 'operator' }) {
  const { t } = useTranslation('members');
  return (
    <p className="mb-4 flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground" data-testid="role-notice">
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      {t(`readOnly.${role}`)}
    </p>
  );
}
