import { Bot, FolderPlus, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

export function NoProjectState() {
  const { t } = useTranslation('agents');
  return (
    <Card className="mx-auto max-w-lg" data-testid="agents-no-project">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <FolderPlus className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('noProject.title')}</p>
        <p className="text-sm text-muted-foreground">{t('noProject.body')}</p>
        <Button asChild variant="outline">
          <Link href="/">{t('noProject.back')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function NoAgentsState({ onCreate }: { onCreate?: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-16 text-center" data-testid="agents-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Bot className="size-6" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold">{t('empty.title')}</p>
      <p className="max-w-md text-sm text-muted-foreground">{t('empty.body')}</p>
      {onCreate && (
        <Button onClick={onCreate}>
          <Plus />
          {t('empty.action')}
        </Button>
      )}
    </div>
  );
}

export function NoMatchState({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('agents');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center" data-testid="agents-no-match">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{t('noMatch.title')}</p>
      <p className="text-sm text-muted-foreground">{t('noMatch.body')}</p>
      <Button variant="outline" onClick={onClear}>
        {t('noMatch.clear')}
      </Button>
    </div>
  );
}

export function AgentsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}
