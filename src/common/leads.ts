import { z } from 'zod';

export const LEADS_PAGE_SIZE = 50;

/** A lead stored by the capture_lead tool. */
export const lead = z.object({
  id: z.string(),
  projectId: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  conversationId: z.string().nullable(),
  sessionId: z.string().nullable(),
  channel: z.string(),
  isTest: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** owner-defined fields */
  fields: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof lead>;

/** GET /api/projects/{id}/leads and its CSV export (/leads/export): filters as query parameters. */
export const leadsQuery = z.object({
  agentId: z.uuid({ error: 'Invalid agent id' }).optional(),
  /** ISO date or date-time, inclusive */
  from: z.iso.date().or(z.iso.datetime()).optional(),
  /** ISO date (the whole day) or date-time, inclusive */
  to: z.iso.date().or(z.iso.datetime()).optional(),
  /** from the previous page's nextCursor */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(LEADS_PAGE_SIZE),
});
export type LeadsQuery = z.input<typeof leadsQuery>;

export const leadsPage = z.object({ leads: z.array(lead), nextCursor: z.string().nullable() });
export type LeadsPage = z.infer<typeof leadsPage>;
