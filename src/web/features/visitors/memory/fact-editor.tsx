import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMORY_CATEGORIES, MEMORY_LIMITS, type MemoryCategory, type VisitorFact } from '@common/visitor-memory';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useUpdateVisitorFact } from './api/update-visitor-fact';

/** The fact's text and category, edited in place. */
export function FactEditor({ projectId, visitorId, fact, onDone }: { projectId: string; visitorId: string; fact: VisitorFact; onDone: () => void }) {
  const { t } = useTranslation('visitorMemory');
  const [text, setText] = useState(fact.fact);
  const [category, setCategory] = useState<MemoryCategory>(fact.category);
  const update = useUpdateVisitorFact(projectId, visitorId);
  const trimmed = text.trim();
  const save = () =>
    update.mutate(
      { factId: fact.id, body: { fact: trimmed, category } },
      {
        onSuccess: () => {
          toast({ title: t('toasts.saved') });
          onDone();
        },
        onError: (error) => toast({ variant: 'destructive', title: t('toasts.error'), description: error instanceof ApiError ? error.serverMessage : error.message }),
      },
    );
  return (
    <div className="grid gap-3" data-testid="fact-editor">
      <div className="grid gap-1.5">
        <Label htmlFor={`fact-text-${fact.id}`}>{t('edit.fact')}</Label>
        <Textarea id={`fact-text-${fact.id}`} rows={2} maxLength={MEMORY_LIMITS.factChars} value={text} onChange={(e) => setText(e.target.value)} />
        <p className="text-xs text-muted-foreground">{t('edit.chars', { used: text.length, max: MEMORY_LIMITS.factChars })}</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`fact-category-${fact.id}`}>{t('edit.category')}</Label>
        <Select value={category} onValueChange={(v) => setCategory(v as MemoryCategory)}>
          <SelectTrigger id={`fact-category-${fact.id}`} className="sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {MEMORY_CATEGORIES.map((c) => (
              <SelectItem key={c} value={c}>
                {t(`categories.${c}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={save} disabled={update.isPending || trimmed === ''}>
          {t('edit.save')}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('edit.cancel')}
        </Button>
      </div>
    </div>
  );
}
