/** What names a visitor in lists and titles: their name, else e-mail, else phone, else their id. */
export function visitorLabel(v: { name: string | null; email: string | null; phone: string | null; externalId: string }): string {
  return v.name || v.email || v.phone || v.externalId;
}
