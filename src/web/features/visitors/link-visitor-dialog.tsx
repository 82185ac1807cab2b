import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorDetail, VisitorSummary } from '@common/visitors';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { SearchInput } from '../../components/ui/search-input';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useLinkVisitor } from './api/change-visitor';
import { useVisitors } from './api/get-visitors';
import { visitorLabel } from './visitor-label';
import { VisitorStatusBadge } from './visitor-status-badge';

/** Finds another visitor of the project and merges them into this one. */
export function LinkVisitorDialog({ projectId, visitor, onClose }: { projectId: string; visitor: VisitorDetail; onClose: () => void }) {
  const { t } = useTranslation('visitors');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<VisitorSummary | null>(null);
  const found = useVisitors(projectId, { q: q.trim() || undefined });
  const candidates = (found.data?.pages[0]?.visitors ?? []).filter((v) => v.id !== visitor.id).slice(0, 8);
  const link = useLinkVisitor(projectId, visitor.id);

  const confirm = () => {
    if (!chosen) return;
    link.mutate(chosen.id, {
      onSuccess: () => {
        toast({ title: t('link.done'), description: t('link.doneBody', { other: visitorLabel(chosen), name: visitorLabel(visitor) }) });
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: t('link.error'), description: error instanceof ApiError ? error.serverMessage : error.message }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-testid="link-visitor-dialog">
        <DialogHeader>
          <DialogTitle>{t('link.title')}</DialogTitle>
          <DialogDescription>{t('link.description', { name: visitorLabel(visitor) })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="link-visitor-search">{t('link.search')}</Label>
          <SearchInput id="link-visitor-search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('filters.searchPlaceholder')} data-testid="link-visitor-search" />
        </div>
        <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto" aria-label={t('link.candidates')}>
          {candidates.map((v) => (
            <li key={v.id}>
              <button
                type="button"
                className={`flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-accent ${chosen?.id === v.id ? 'border-primary bg-accent' : ''}`}
                aria-pressed={chosen?.id === v.id}
                onClick={() => setChosen(v)}
                data-testid="link-visitor-candidate"
              >
                <span className="min-w-0 break-words">
                  {visitorLabel(v)}
                  <span className="block text-xs text-muted-foreground">{v.channelIds.map((c) => `${t(`channels.${c.channel}`)}: ${c.externalId}`).join(' · ') || v.externalId}</span>
                </span>
                <VisitorStatusBadge status={v.status} />
              </button>
            </li>
          ))}
          {found.data && candidates.length === 0 && <li className="text-sm text-muted-foreground">{t('link.noneFound')}</li>}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('link.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!chosen || link.isPending} data-testid="confirm-link-visitor">
            {link.isPending && <Loader2 className="animate-spin" />}
            {t('link.action')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
