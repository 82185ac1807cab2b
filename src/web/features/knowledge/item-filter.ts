import type { DataItem } from '@common/knowledge';

/** Items whose title or source contains the text, ignoring case. */
export function filterItems(items: DataItem[], text: string): DataItem[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return items;
  return items.filter((item) => item.source.toLowerCase().includes(needle) || (item.title ?? '').toLowerCase().includes(needle));
}
