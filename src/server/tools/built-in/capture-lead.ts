import type { CaptureLeadConfig } from '../../../common/tool-configs';
import { argumentValidator } from '../json-schema';
import type { BuiltInToolType } from '../tool-type';

const FIELD_MAX = 1000;
/** digits with the usual separators, at least 5 digits */
const PHONE = /^\+?[0-9 ().-]{5,40}$/;

const BUILT_IN_KEYS = new Set(['name', 'email', 'phone']);

/** The owner's own fields; one named like a built-in one is that one. */
const ownerFields = (config: CaptureLeadConfig | undefined) => (config?.fields ?? []).filter((f) => !BUILT_IN_KEYS.has(f.key));

/** The model's arguments: name, e-mail, phone, and one string per field the owner asks for. */
function parametersOf(config: CaptureLeadConfig | undefined) {
  const fields = ownerFields(config);
  const properties: Record<string, Record<string, unknown>> = {
    name: { type: 'string', minLength: 1, maxLength: 200, description: "the visitor's full name" },
    email: { type: 'string', format: 'email', maxLength: 254, description: "the visitor's e-mail address" },
    phone: { type: 'string', maxLength: 40, pattern: PHONE.source, description: "the visitor's phone number, with country code when given" },
  };
  for (const field of fields) properties[field.key] = { type: 'string', minLength: 1, maxLength: FIELD_MAX, description: field.label };
  // an owner field named like a built-in one only makes that one required
  const required = (config?.fields ?? []).filter((f) => f.required).map((f) => f.key);
  return { type: 'object', properties, required, additionalProperties: false };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Stores the visitor's contact details as a lead of the project (and a lead_converted event for workflows). */
export const captureLeadTool: BuiltInToolType = {
  id: 'capture_lead',
  enabledKey: 'captureLead',
  build: (agent, ctx) => {
    const config = agent.toolConfigs.captureLead;
    const parameters = parametersOf(config);
    const checkSchema = argumentValidator(parameters);
    const asked = ownerFields(config).map((f) => `${f.label} (${f.key}${f.required ? ', required' : ''})`);
    return {
      name: 'capture_lead',
      description: [
        "Save the visitor's contact details as a lead once they have agreed to be contacted: their name and at least an e-mail address or a phone number.",
        asked.length ? `Also ask for: ${asked.join(', ')}.` : '',
        'Only use details the visitor gave; never invent them.',
      ]
        .filter(Boolean)
        .join(' '),
      parameters,
      validate: (args) => {
        const problem = checkSchema(args);
        if (problem) return problem;
        if (!text(args.email) && !text(args.phone)) return 'Give at least an e-mail address or a phone number: ask the visitor for one of them first.';
        if (text(args.phone) && (String(args.phone).match(/\d/g) ?? []).length < 5) return 'The phone number needs at least 5 digits.';
        return null;
      },
      execute: async (args) => {
        const fields: Record<string, string> = {};
        for (const field of ownerFields(config)) {
          const value = text(args[field.key]);
          if (value) fields[field.key] = value;
        }
        const { leadId } = await ctx.actions.recordLead(ctx.deps, ctx, { name: text(args.name), email: text(args.email), phone: text(args.phone), fields });
        return { saved: true, leadId };
      },
    };
  },
};
