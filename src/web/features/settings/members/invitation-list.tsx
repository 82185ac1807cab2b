import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@common/members';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

export function InvitationList({ invitations, busyId, onRevoke }: { invitations: Invitation[]; busyId: string | null; onRevoke: (id: string) => void }) {
  const { t, i18n } = useTranslation('members');
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="grid gap-2" aria-labelledby="pending-invitations">
      <h3 id="pending-invitations" className="text-sm font-semibold">
        {t('invitations.pending')}
      </h3>
      <ul className="divide-y rounded-md border">
        {invitations.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm" data-testid="invitation-row">
            <span className="min-w-0 flex-1 truncate">{inv.email}</span>
            <Badge variant="secondary">{t(`roles.${inv.role}`)}</Badge>
            <span className="text-xs text-muted-foreground">{t('invitations.expires', { date: date(inv.expiresAt) })}</span>
            <Button size="sm" variant="ghost" disabled={busyId === inv.id} onClick={() => onRevoke(inv.id)} aria-label={t('invitations.revokeNamed', { email: inv.email })}>
              <X />
              {t('invitations.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
