import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../components/ui/card';

export type PublicPageKind = 'demo' | 'chat' | 'widget' | 'widgetDemo';

/** A public agent page (demo, chat, widget) that has not been built yet; no sign-in needed. */
export function PublicNotAvailablePage({ kind }: { kind: PublicPageKind }) {
  const { t } = useTranslation('notAvailable');
  const { t: tc } = useTranslation();
  return (
    <div className="flex min-h-svh items-center justify-center bg-background p-4 text-foreground">
      <Card className="w-full max-w-md" data-testid="public-not-available">
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Hammer className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold">{t(`public.${kind}`)}</h1>
          <p className="text-sm text-muted-foreground">{t('public.body')}</p>
          <a href="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('public.home', { app: tc('appName') })}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
