import { substitutePii, type PiiKind } from '../../platform/privacy/pii-mask';

/**
 * Personal data kept from the model: e-mail addresses, phone numbers and card numbers (Luhn) in the
 * turn's messages become placeholders ([EMAIL_1], [PHONE_1], [CARD_1]) before the model call; the
 * same turn puts the values back in tool arguments and in the answer.
 */
export interface PiiVault {
  /** the text with its personal data replaced by placeholders (the same value, the same placeholder) */
  mask(text: string): string;
  /** placeholders back to their values in a text */
  restore(text: string): string;
  /** how many values were masked, by kind */
  counts(): Record<PiiKind, number>;
}

const PLACEHOLDER = /\[(?:EMAIL|PHONE|CARD)_\d+\]/g;

export function createPiiVault(): PiiVault {
  const byValue = new Map<string, string>();
  const byPlaceholder = new Map<string, string>();
  const count: Record<PiiKind, number> = { email: 0, phone: 0, card: 0 };
  const placeholder = (kind: PiiKind, value: string) => {
    const known = byValue.get(value);
    if (known) return known;
    count[kind]++;
    const p = `[${kind.toUpperCase()}_${count[kind]}]`;
    byValue.set(value, p);
    byPlaceholder.set(p, value);
    return p;
  };
  return {
    mask: (text) => substitutePii(text, (kind, m) => {
      // the phone pattern takes the space before a number with it: keep the space out of the placeholder
      const lead = /^\s*/.exec(m)?.[0] ?? '';
      return lead + placeholder(kind, m.slice(lead.length));
    }),
    restore: (text) => (byPlaceholder.size === 0 ? text : text.replace(PLACEHOLDER, (p) => byPlaceholder.get(p) ?? p)),
    counts: () => ({ ...count }),
  };
}
