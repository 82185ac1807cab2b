import { ArrowLeft, Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

/** An application screen whose feature has not been built yet, shown inside the shell. */
export function NotAvailablePage({ title }: { title: string }) {
  const { t } = useTranslation('notAvailable');
  return (
    <div className="flex justify-center py-10">
      <Card className="w-full max-w-lg" data-testid="not-available">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Hammer className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-xl font-semibold">{t('title', { page: title })}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">{t('body')}</p>
          <Button asChild variant="outline">
            <Link href="/">
              <ArrowLeft />
              {t('backToDashboard')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
