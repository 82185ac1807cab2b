import { z } from 'zod';

/** GET /api/help: what the Help page needs from the instance. */
export const helpInfo = z.object({
  /** the instance's SUPPORT_EMAIL: 'Contact Support' mails it */
  supportEmail: z.string(),
});
export type HelpInfo = z.infer<typeof helpInfo>;
