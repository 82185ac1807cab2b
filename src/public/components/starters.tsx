import type { Translate } from '../i18n';

interface StartersProps {
  starters: string[];
  /** while a reply (or the demo's opener) is on its way */
  disabled: boolean;
  onPick: (text: string) => void;
  t: Translate;
}

/** The owner's suggested first questions, under the greeting: one click sends one as the visitor's message. */
export function Starters({ starters, disabled, onPick, t }: StartersProps) {
  return (
    <div role="group" aria-label={t('starters')} className="flex flex-wrap justify-end gap-2 pt-1" data-testid="chat-starters">
      {starters.map((text, i) => (
        <button
          key={`${i}-${text}`}
          type="button"
          disabled={disabled}
          onClick={() => onPick(text)}
          className="max-w-full rounded-2xl border border-primary/40 bg-card px-3 py-1.5 text-left text-sm break-words text-foreground transition hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
        >
          {text}
        </button>
      ))}
    </div>
  );
}
