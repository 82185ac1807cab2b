import type { z } from 'zod';

/** A failed parse as one line per problem: `field: message` (the same shape as the server's 400s). */
export function describeIssues(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)))];
}
