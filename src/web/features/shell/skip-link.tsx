import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key on every signed-in page: jumps past the sidebar and header to the page itself. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // focus moves without writing a #fragment into the address the router reads
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-2 focus:ring-ring focus:outline-none"
      data-testid="skip-link"
    >
      {t('skipToContent')}
    </a>
  );
}
