import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DeletedVisitor } from '@common/visitors';
import { buttonVariants } from '../../components/ui/button';

const COUNTED = ['conversations', 'runs', 'leads', 'feedback', 'channelMessages', 'channelIds'] as const;

/** What deleting a visitor removed, counted, once the page's visitor is gone. */
export function VisitorDeleted({ result }: { result: DeletedVisitor }) {
  const { t } = useTranslation('visitors');
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border bg-card p-6" role="status" data-testid="visitor-deleted">
      <h2 className="flex items-center gap-2 text-xl font-semibold tracking-tight">
        <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
        {t('deleted.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('deleted.body')}</p>
      <ul className="grid gap-1 text-sm" data-testid="visitor-deleted-counts">
        {COUNTED.map((key) => (
          <li key={key} data-count={key}>
            {t(`deleted.${key}`, { n: result.deleted[key] })}
          </li>
        ))}
      </ul>
      <Link href="/visitors" className={buttonVariants({ variant: 'outline' })}>
        {t('page.back')}
      </Link>
    </div>
  );
}
