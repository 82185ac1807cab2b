import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../lib/relative-time';

/** Relative and full date-time in the interface language, e.g. for 'Updated 5 minutes ago' with the exact time as a title. */
export function useRelativeTime(): { relative: (iso: string) => string; full: (iso: string) => string } {
  const { i18n } = useTranslation();
  const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return { relative: (iso) => formatRelativeTime(iso, new Date(), i18n.language), full: (iso) => full.format(new Date(iso)) };
}
