import { useTranslation } from 'react-i18next';
import type { VisitorStatus } from '@common/visitors';
import { Badge } from '../../components/ui/badge';

const VARIANTS = { verified: 'success', unverified: 'outline', channel: 'secondary' } as const;

/** Verified (a signed identity), unverified (an unsigned hint) or known by a channel's id. */
export function VisitorStatusBadge({ status }: { status: VisitorStatus }) {
  const { t } = useTranslation('visitors');
  return (
    <Badge variant={VARIANTS[status]} data-testid="visitor-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
