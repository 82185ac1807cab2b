import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

/** Whether the site signed who the visitor is (docs/decisions/0045): small, beside the visitor's name. */
export function VisitorIdentityBadge({ verified, className }: { verified: boolean; className?: string }) {
  const { t } = useTranslation('common');
  const Icon = verified ? ShieldCheck : ShieldAlert;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-1.5 py-0 text-[11px] font-medium leading-5',
        verified ? 'border-transparent bg-success/15 text-success' : 'border-border text-muted-foreground',
        className,
      )}
      data-testid="visitor-identity-badge"
      data-verified={verified}
    >
      <Icon className="size-3" aria-hidden="true" />
      {verified ? t('visitorIdentity.verified') : t('visitorIdentity.unverified')}
    </span>
  );
}
