import { useTranslation } from 'react-i18next';

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Dates and times in the interface language. */
export function useFormatDate(options = DATE_AND_TIME): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, options);
  return (iso: string) => format.format(new Date(iso));
}
