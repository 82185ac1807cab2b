import { MessageCircleQuestion, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CuratedAnswer } from '@common/curated-answers';
import { CuratedAnswerDialog, type CuratedEditorTarget } from '../../components/curated-answers/curated-answer-dialog';
import { InlineError } from '../../components/inline-error';
import { Button, buttonVariants } from '../../components/ui/button';
import { SearchInput } from '../../components/ui/search-input';
import { Skeleton } from '../../components/ui/skeleton';
import { CURATED_PAGE_SIZE, useCuratedAnswers } from '../../lib/curated-answers/get-curated-answers';
import { CuratedAnswerRow } from './curated-answer-row';
import { CuratedAnswersEmpty } from './curated-answers-empty';
import { useImportCuratedAnswers } from './api/import-curated-answers';
import { CuratedImportError, CuratedImportExport } from './curated-import-export';
import { CuratedPager } from './curated-pager';
import { CuratedSettingsPanel } from './curated-settings-panel';
import { DeleteCuratedAnswerDialog } from './delete-curated-answer-dialog';

/** The agent's pairs: search, add and edit in the editor, delete, the matching settings, CSV in and out. */
export function CuratedAnswersView({ agentId, agentName }: { agentId: string; agentName: string }) {
  const { t } = useTranslation('curatedAnswers');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const deferredSearch = useDeferredValue(search);
  const list = useCuratedAnswers(agentId, { search: deferredSearch, offset, limit: CURATED_PAGE_SIZE });
  const [editing, setEditing] = useState<CuratedEditorTarget | null>(null);
  const [deleting, setDeleting] = useState<CuratedAnswer | null>(null);
  const upload = useImportCuratedAnswers(agentId);
  const data = list.data;
  const canEdit = data?.canEdit ?? false;
  const searching = deferredSearch.trim() !== '';

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-xl font-semibold tracking-tight" data-testid="curated-agent-name">
            {agentName}
          </h2>
          <p className="text-sm text-muted-foreground">{t('page.subtitle')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:justify-end">
          <Link href={`/agents/${encodeURIComponent(agentId)}/unanswered`} className={buttonVariants({ variant: 'outline' })} data-testid="curated-to-unanswered">
            <MessageCircleQuestion />
            {t('actions.unanswered')}
          </Link>
          <CuratedImportExport agentId={agentId} upload={canEdit ? upload : null} />
          {canEdit && (
            <Button onClick={() => setEditing({ kind: 'new' })} data-testid="curated-add">
              <Plus />
              {t('actions.add')}
            </Button>
          )}
        </div>
      </div>
      <CuratedImportError upload={upload} />
      {data && <CuratedSettingsPanel key={JSON.stringify(data.settings)} agentId={agentId} settings={data.settings} canEdit={canEdit} />}
      <SearchInput
        className="sm:max-w-sm"
        value={search}
        placeholder={t('list.search')}
        aria-label={t('list.search')}
        onChange={(e) => {
          setSearch(e.target.value);
          setOffset(0);
        }}
        data-testid="curated-search"
      />
      {list.isPending && <Skeleton className="h-64" aria-busy="true" />}
      {list.isError && <InlineError error={list.error} onRetry={() => void list.refetch()} />}
      {data &&
        (data.items.length === 0 ? (
          <CuratedAnswersEmpty searching={searching} canEdit={canEdit} onAdd={() => setEditing({ kind: 'new' })} onClear={() => setSearch('')} />
        ) : (
          <section aria-label={t('list.label')} className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground" data-testid="curated-total">
              {t('list.total', { count: data.total })}
            </p>
            <ul className="flex flex-col gap-3" data-testid="curated-list">
              {data.items.map((pair) => (
                <CuratedAnswerRow key={pair.id} pair={pair} canEdit={canEdit} onEdit={() => setEditing({ kind: 'edit', pair })} onDelete={() => setDeleting(pair)} />
              ))}
            </ul>
            <CuratedPager offset={offset} pageSize={CURATED_PAGE_SIZE} total={data.total} onOffset={setOffset} />
          </section>
        ))}
      <CuratedAnswerDialog agentId={agentId} agentName={agentName} target={editing} onClose={() => setEditing(null)} />
      {deleting && <DeleteCuratedAnswerDialog agentId={agentId} pair={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
