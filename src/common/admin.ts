import { z } from 'zod';
import { subscriptionTier, userRole } from './auth';

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: userRole,
  accessStatus: z.enum(['authorized', 'waitlist', 'disabled']),
  subscriptionTier,
  subscriptionExpiry: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const setTierBody = z.object({
  subscriptionTier,
  /** ISO date; null for no expiry */
  subscriptionExpiry: z.iso.datetime().nullable().optional(),
});
export type SetTierBody = z.infer<typeof setTierBody>;
