import { useState } from 'react';
import { Brain, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VisitorFact } from '@common/visitor-memory';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVisitorMemory } from './api/get-visitor-memory';
import { DeleteFactDialog } from './delete-fact-dialog';
import { FactEditor } from './fact-editor';

/**
 * What the project's agents remember about one visitor, as told (unmasked: this is the owner's
 * visitor page), with each fact's category, date and agent; members who may change agents edit and
 * delete facts (the server refuses the others).
 */
export function VisitorMemoryPanel({ projectId, visitorId }: { projectId: string; visitorId: string }) {
  const { t, i18n } = useTranslation('visitorMemory');
  const memory = useVisitorMemory(projectId, visitorId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<VisitorFact | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const facts = memory.data?.facts ?? [];

  return (
    <Card data-testid="visitor-memory-panel">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Brain className="size-4 text-muted-foreground" aria-hidden="true" />
          {t('title')}
        </CardTitle>
        <CardDescription>{memory.data ? t('count', { used: facts.length, max: memory.data.limit }) : t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {memory.isPending && <Skeleton className="h-16 w-full" />}
        {memory.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('loadError')}
          </p>
        )}
        {memory.data && facts.length === 0 && <p className="text-sm text-muted-foreground">{t('empty')}</p>}
        {facts.length > 0 && (
          <ul className="divide-y" aria-label={t('title')}>
            {facts.map((fact) => (
              <li key={fact.id} className="py-3" data-testid="visitor-fact">
                {editing === fact.id ? (
                  <FactEditor projectId={projectId} visitorId={visitorId} fact={fact} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="break-words text-sm">{fact.fact}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                        <Badge variant="secondary">{t(`categories.${fact.category}`)}</Badge>
                        <time dateTime={fact.updatedAt}>{date.format(new Date(fact.updatedAt))}</time>
                        {fact.agentName && <span>{t('byAgent', { agent: fact.agentName })}</span>}
                      </p>
                    </div>
                    <Button variant="ghost" size="icon" aria-label={t('edit.label', { fact: fact.fact.slice(0, 40) })} onClick={() => setEditing(fact.id)}>
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={t('delete.label', { fact: fact.fact.slice(0, 40) })} onClick={() => setDeleting(fact)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {deleting && <DeleteFactDialog projectId={projectId} visitorId={visitorId} fact={deleting} onClose={() => setDeleting(null)} />}
    </Card>
  );
}
