import { z } from 'zod';
import { signupMode, type InstanceConfig, type SignupMode, type UpdateInstanceConfigBody } from '../../../common/instance';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { ipAllowed, parseCidr } from '../ip-allow-list';
import { secretBox } from '../secrets';
import { instanceSetting } from './instance-setting';

const KEY = 'instance.config';
const SMTP_PURPOSE = 'instance-smtp';

const stored = z
  .object({
    signupMode: signupMode.optional().catch(undefined),
    enforcePlans: z.boolean().optional().catch(undefined),
    requireTwoFactor: z.boolean().optional().catch(undefined),
    ipAllowList: z.object({ enabled: z.boolean(), cidrs: z.array(z.string()) }).optional().catch(undefined),
    /** null: removed by an admin (SUPPORT_EMAIL no longer applies); undefined: never saved */
    supportEmail: z.string().nullable().optional().catch(undefined),
    smtp: z
      .object({ host: z.string(), port: z.number(), user: z.string().nullable(), from: z.string(), passwordEnc: z.string().nullable() })
      .nullable()
      .optional()
      .catch(undefined),
  })
  .catch({});
type Stored = z.infer<typeof stored>;

/** What the instance does now: the saved choices, else the environment's. */
export interface EffectiveConfig {
  signupMode: SignupMode;
  enforcePlans: boolean;
  requireTwoFactor: boolean;
  smtp: { host: string; port: number; user: string | null; from: string; password: () => string | undefined } | null;
  smtpSaved: boolean;
  ipAllowList: { enabled: boolean; cidrs: string[] };
  supportEmail: string | null;
}

// read on hot paths (every chat turn checks plan enforcement)
const setting = instanceSetting(KEY, stored);
const loadStored = setting.read;

export async function effectiveConfig(deps: AppDeps): Promise<EffectiveConfig> {
  const saved = await loadStored(deps);
  const box = secretBox(deps.secret, SMTP_PURPOSE);
  const smtp = saved.smtp
    ? { host: saved.smtp.host, port: saved.smtp.port, user: saved.smtp.user, from: saved.smtp.from, password: () => (saved.smtp?.passwordEnc ? box.open(saved.smtp.passwordEnc) : undefined) }
    : null;
  return {
    signupMode: saved.signupMode ?? deps.config.SIGNUP_MODE,
    enforcePlans: saved.enforcePlans ?? true,
    requireTwoFactor: saved.requireTwoFactor ?? false,
    smtp,
    smtpSaved: Boolean(saved.smtp),
    ipAllowList: saved.ipAllowList ?? { enabled: false, cidrs: [] },
    supportEmail: saved.supportEmail === undefined ? (deps.config.SUPPORT_EMAIL ?? null) : saved.supportEmail,
  };
}

export async function instanceConfigView(deps: AppDeps, clientAddress: string): Promise<InstanceConfig> {
  const saved = await loadStored(deps);
  const effective = await effectiveConfig(deps);
  return {
    signupMode: effective.signupMode,
    enforcePlans: effective.enforcePlans,
    requireTwoFactor: effective.requireTwoFactor,
    smtp: saved.smtp ? { host: saved.smtp.host, port: saved.smtp.port, user: saved.smtp.user, from: saved.smtp.from, passwordSet: Boolean(saved.smtp.passwordEnc) } : null,
    smtpFromEnvironment: Boolean(deps.config.SMTP_HOST),
    ipAllowList: effective.ipAllowList,
    supportEmail: effective.supportEmail,
    clientAddress,
  };
}

/**
 * Merges the change into the saved choices (a password left empty keeps the stored one). An
 * allow list must hold valid blocks and, when on, the address of the admin saving it.
 */
export async function saveInstanceConfig(deps: AppDeps, body: UpdateInstanceConfigBody, admin: { ip: string; hasTwoFactor: boolean }): Promise<void> {
  const saved = await loadStored(deps);
  const next: Stored = { ...saved };
  if (body.requireTwoFactor !== undefined) {
    if (body.requireTwoFactor && !admin.hasTwoFactor) {
      throw badRequest('requireTwoFactor: turn on two-factor sign-in for your own account first (Settings > Security), or you would lock yourself out');
    }
    next.requireTwoFactor = body.requireTwoFactor;
  }
  if (body.ipAllowList) {
    const cidrs = body.ipAllowList.cidrs.filter((c) => c !== '');
    const bad = cidrs.findIndex((c) => !parseCidr(c));
    if (bad >= 0) throw badRequest(`ipAllowList.cidrs.${bad}: "${cidrs[bad]}" is not an address or a CIDR block (e.g. 203.0.113.0/24)`);
    if (body.ipAllowList.enabled && !ipAllowed(admin.ip, cidrs)) {
      throw badRequest(`ipAllowList.cidrs: your own address (${admin.ip}) is not in the list; add it first, or you would lock yourself out`);
    }
    next.ipAllowList = { enabled: body.ipAllowList.enabled, cidrs };
  }
  if (body.signupMode !== undefined) next.signupMode = body.signupMode;
  if (body.enforcePlans !== undefined) next.enforcePlans = body.enforcePlans;
  if (body.supportEmail !== undefined) next.supportEmail = body.supportEmail;
  if (body.smtp === null) next.smtp = null;
  else if (body.smtp) {
    const keep = body.smtp.password === undefined || body.smtp.password === '';
    next.smtp = {
      host: body.smtp.host,
      port: body.smtp.port,
      user: body.smtp.user || null,
      from: body.smtp.from,
      passwordEnc: keep ? (saved.smtp?.passwordEnc ?? null) : secretBox(deps.secret, SMTP_PURPOSE).seal(body.smtp.password as string),
    };
  }
  await setting.write(deps, next);
}
