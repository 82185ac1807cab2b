import { AlertCircle, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** Any path no route matches. `inShell` fits it inside the signed-in frame instead of the full screen. */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const { t } = useTranslation('notFound');
  // inside the signed-in frame the shell's <main> holds it already
  const Landmark = inShell ? 'div' : 'main';
  return (
    <Landmark className={cn('flex w-full items-center justify-center p-4', inShell ? 'py-16' : 'min-h-svh bg-background')}>
      <Card className="w-full max-w-md" data-testid="not-found">
        <CardContent className="flex flex-col gap-4 pt-6">
          <div className="flex items-center gap-2">
            <AlertCircle className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{t('title')}</h1>
          </div>
          <p className="text-sm text-muted-foreground">{t('hint')}</p>
          <Button asChild variant="outline" className="self-start">
            <Link href="/">
              <Home />
              {t('home')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </Landmark>
  );
}
