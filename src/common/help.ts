import { z } from 'zod';

/** GET /api/help: what the Help page needs from the instance. */
export const helpInfo = z.object({
  /** the support address of Settings > Instance: 'Contact Support' mails it; null when none is set */
  supportEmail: z.string().nullable(),
});
export type HelpInfo = z.infer<typeof helpInfo>;
