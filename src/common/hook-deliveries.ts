import { z } from 'zod';

export const HOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** One post-conversation hook delivery (GET /api/agents/{id}/hook-deliveries, newest first, last 50). */
export const hookDelivery = z.object({
  id: z.string(),
  agentId: z.string(),
  conversationId: z.string().nullable(),
  /** the endpoint's origin and path (no query string, which may hold secrets) */
  endpoint: z.string(),
  status: z.enum(HOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type HookDelivery = z.infer<typeof hookDelivery>;
