import { z } from 'zod';

export const joinWaitlistBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email({ error: 'Invalid email' }).max(254)),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

export const joinWaitlistReply = z.object({
  outcome: z.enum(['joined', 'already']),
});
export type JoinWaitlistReply = z.infer<typeof joinWaitlistReply>;
