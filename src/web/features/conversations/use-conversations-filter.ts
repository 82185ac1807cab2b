import { useLocation, useSearch } from 'wouter';
import { conversationsPagePath, readConversationsFilter, type ConversationsFilter } from './conversations-filter';

/** The filters live in the URL, so a reload or a shared link keeps them. */
export function useConversationsFilter(): [ConversationsFilter, (next: ConversationsFilter) => void] {
  const [, navigate] = useLocation();
  const filter = readConversationsFilter(useSearch());
  const setFilter = (next: ConversationsFilter) => navigate(conversationsPagePath(next), { replace: true });
  return [filter, setFilter];
}
