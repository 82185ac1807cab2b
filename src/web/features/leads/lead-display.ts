import type { Lead } from '@common/leads';

/** How a lead is named in a confirmation: its name, else its e-mail, else its phone. */
export function leadLabel(lead: Pick<Lead, 'name' | 'email' | 'phone'>): string | null {
  return lead.name || lead.email || lead.phone || null;
}

/** The owner-defined fields in a stable order (by name), blanks left out. */
export function leadFieldEntries(fields: Record<string, string>): [string, string][] {
  return Object.entries(fields)
    .filter(([, value]) => value.trim() !== '')
    .sort(([a], [b]) => a.localeCompare(b));
}
