/** A phone number as visitors store it, '+' and digits, so an SMS sender ('+34600111222'), a WhatsApp sender ('34600111222') and a typed '+34 600 11 12 22' are the same. */
export function normalizePhone(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `+${digits}` : null;
}
