import type { Language } from '../lib/preferences';

const STRIPE = 16 / 13;

/** Small inline flags: emoji flags do not render on every system (Windows shows letters). */
export function LanguageFlag({ language, className }: { language: Language; className?: string }) {
  return (
    <svg viewBox="0 0 24 16" className={className} aria-hidden focusable="false">
      {language === 'en' ? (
        <>
          <rect width="24" height="16" fill="#fff" />
          {[0, 2, 4, 6, 8, 10, 12].map((i) => (
            <rect key={i} y={i * STRIPE} width="24" height={STRIPE} fill="#b22234" />
          ))}
          <rect width="10" height={7 * STRIPE} fill="#3c3b6e" />
        </>
      ) : (
        <>
          <rect width="24" height="16" fill="#aa151b" />
          <rect y="4" width="24" height="8" fill="#f1bf00" />
        </>
      )}
    </svg>
  );
}
