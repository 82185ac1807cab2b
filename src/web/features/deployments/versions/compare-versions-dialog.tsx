import { ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAFT } from '@common/version-diff';
import type { AgentVersion } from '@common/versions';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useVersionDiff } from '../api/get-version-diff';
import { VersionDiffView } from './version-diff-view';

interface CompareVersionsDialogProps {
  agentId: string;
  versions: AgentVersion[];
  open: boolean;
  onClose: () => void;
}

function SidePicker({ label, value, onChange, versions, testId }: { label: string; value: string; onChange: (v: string) => void; versions: AgentVersion[]; testId: string }) {
  const { t } = useTranslation('deployments');
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <span id={id} className="text-sm font-medium">
        {label}
      </span>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger aria-labelledby={id} data-testid={testId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={DRAFT}>{t('compare.draftOption')}</SelectItem>
          {versions.map((v) => (
            <SelectItem key={v.id} value={v.id}>
              {v.isActive ? t('compare.activeOption', { version: v.version }) : v.version}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Compare any two versions, or a version with the draft (the agent's current, unpublished settings). */
export function CompareVersionsDialog({ agentId, versions, open, onClose }: CompareVersionsDialogProps) {
  const { t } = useTranslation('deployments');
  const defaultFrom = (versions.find((v) => v.isActive) ?? versions[0])?.id ?? DRAFT;
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string>(DRAFT);
  const fromId = from ?? defaultFrom;
  const diff = useVersionDiff(agentId, open ? fromId : null, open ? to : null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setFrom(null);
        setTo(DRAFT);
        onClose();
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl" data-testid="compare-versions-dialog">
        <DialogHeader>
          <DialogTitle>{t('compare.title')}</DialogTitle>
          <DialogDescription>{t('compare.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SidePicker label={t('compare.from')} value={fromId} onChange={setFrom} versions={versions} testId="compare-from" />
          <ArrowRight className="mb-2.5 hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
          <SidePicker label={t('compare.to')} value={to} onChange={setTo} versions={versions} testId="compare-to" />
        </div>
        {fromId === to ? (
          <p className="text-sm text-muted-foreground">{t('compare.sameSide')}</p>
        ) : diff.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-16" />
          </div>
        ) : diff.isError ? (
          <InlineError error={diff.error} onRetry={() => void diff.refetch()} />
        ) : (
          <VersionDiffView diff={diff.data} />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('actions.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
