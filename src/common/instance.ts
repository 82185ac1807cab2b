import { z } from 'zod';

/** open: every new account may use the app; waitlist: an admin approves it; invite: only invited addresses may sign up. */
export const SIGNUP_MODES = ['open', 'waitlist', 'invite'] as const;
export const signupMode = z.enum(SIGNUP_MODES);
export type SignupMode = z.infer<typeof signupMode>;

export const instanceSmtpView = z.object({
  host: z.string(),
  port: z.number(),
  user: z.string().nullable(),
  from: z.string(),
  /** the password is stored (encrypted) and never returned */
  passwordSet: z.boolean(),
});

/** Settings > Instance (admins): what this instance does, changed without a restart. */
export const instanceConfig = z.object({
  signupMode,
  /** off: every account has the Premium features and no plan limit (a self-hosted team's choice) */
  enforcePlans: z.boolean(),
  /** every account must use two-factor sign-in: one without it can only set it up */
  requireTwoFactor: z.boolean(),
  /** the mail server saved here; null when none is (then SMTP_* of the environment, if set) */
  smtp: instanceSmtpView.nullable(),
  /** SMTP_HOST is set in the environment (used while none is saved here) */
  smtpFromEnvironment: z.boolean(),
  /** when on, the builder app and its API answer only these addresses (public pages always answer) */
  ipAllowList: z.object({ enabled: z.boolean(), cidrs: z.array(z.string()) }),
  /** the address Help's 'Contact Support' mails; null when none (SUPPORT_EMAIL is its starting value) */
  supportEmail: z.string().nullable(),
  /** the address this request came from, as the server sees it (what the allow list must hold) */
  clientAddress: z.string(),
});
export type InstanceConfig = z.infer<typeof instanceConfig>;

const email = z.string().trim().toLowerCase().pipe(z.email({ error: 'Must be an e-mail address' }).max(254));

export const updateInstanceConfigBody = z.object({
  signupMode: signupMode.optional(),
  enforcePlans: z.boolean().optional(),
  requireTwoFactor: z.boolean().optional(),
  ipAllowList: z.object({ enabled: z.boolean(), cidrs: z.array(z.string().trim().max(64)).max(200) }).optional(),
  /** null or empty: no support address (Help hides its mail link) */
  supportEmail: z.union([z.literal('').transform(() => null), email]).nullable().optional(),
  smtp: z
    .object({
      host: z.string().trim().min(1, { error: 'Required' }).max(255),
      port: z.number().int().min(1).max(65535),
      user: z.string().trim().max(255).nullable().optional(),
      /** omitted or empty keeps the stored password */
      password: z.string().max(500).optional(),
      from: email,
    })
    .nullable()
    .optional(),
});
export type UpdateInstanceConfigBody = z.infer<typeof updateInstanceConfigBody>;

export const testEmailBody = z.object({ to: email });

/** GET /api/instance/capabilities (any signed-in account): what the instance offers, never its settings. */
export const instanceCapabilities = z.object({
  /** a mail server is configured (Settings > Instance or SMTP_*): a Send Email tool without SMTP settings of its own uses it */
  mailServer: z.boolean(),
  /** false when an admin lifted the plans: every account has every feature and no limit */
  plansEnforced: z.boolean(),
});
export type InstanceCapabilities = z.infer<typeof instanceCapabilities>;

export const setUserRoleBody = z.object({ role: z.enum(['admin', 'user']) });
