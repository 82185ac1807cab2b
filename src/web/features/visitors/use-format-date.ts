import { useTranslation } from 'react-i18next';

/** Dates and times in the interface language. */
export function useFormatDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
