import { z } from 'zod';
import { approvalNodeConfig, emailNodeConfig, triggerNodeConfig, webhookNodeConfig, type ApprovalNodeConfig, type EmailNodeConfig, type TriggerNodeConfig, type WebhookNodeConfig } from '@common/workflows';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A node's stored config read field by field: a field that is missing or does not fit the schema
 * takes its default, the others are kept (so one odd field never wipes the rest in a dialog).
 */
function readConfig<T extends z.ZodObject>(schema: T, config: unknown): z.output<T> {
  const source = isRecord(config) ? config : {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = field.safeParse(source[key]);
    out[key] = parsed.success ? parsed.data : field.parse(undefined);
  }
  return structuredClone(out) as z.output<T>;
}

export const readEmailConfig = (config: unknown): EmailNodeConfig => readConfig(emailNodeConfig, config);
export const readWebhookConfig = (config: unknown): WebhookNodeConfig => readConfig(webhookNodeConfig, config);
export const readApprovalConfig = (config: unknown): ApprovalNodeConfig => readConfig(approvalNodeConfig, config);
export const readTriggerConfig = (config: unknown): TriggerNodeConfig => readConfig(triggerNodeConfig, config);
