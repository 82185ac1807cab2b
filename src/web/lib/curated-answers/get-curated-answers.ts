import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CuratedAnswerList } from '@common/curated-answers';
import { api } from '../api';

export interface CuratedAnswersFilter {
  search: string;
  offset: number;
  limit: number;
}

export const CURATED_PAGE_SIZE = 50;
const FIRST_PAGE: CuratedAnswersFilter = { search: '', offset: 0, limit: CURATED_PAGE_SIZE };

/** the prefix of every list of one agent's pairs: a change to a pair or the settings refreshes them all */
export const curatedAnswersKey = (agentId: string) => ['/api/agents', agentId, 'curated-answers'] as const;

export function getCuratedAnswers(agentId: string, filter: CuratedAnswersFilter): Promise<CuratedAnswerList> {
  const params = new URLSearchParams({ offset: String(filter.offset), limit: String(filter.limit) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return api.get<CuratedAnswerList>(`/api/agents/${encodeURIComponent(agentId)}/curated-answers?${params}`);
}

export const curatedAnswersQuery = (agentId: string, filter: CuratedAnswersFilter = FIRST_PAGE) =>
  queryOptions({ queryKey: [...curatedAnswersKey(agentId), filter], queryFn: () => getCuratedAnswers(agentId, filter), placeholderData: keepPreviousData });

export function useCuratedAnswers(agentId: string, filter: CuratedAnswersFilter, enabled = true) {
  return useQuery({ ...curatedAnswersQuery(agentId, filter), enabled });
}
