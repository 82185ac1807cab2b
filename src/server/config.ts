import { z } from 'zod';
import { portOf } from './platform/ssrf/ssrf-guard';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Every environment variable the product reads; README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  APP_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    error: 'APP_SECRET must be at least 32 characters',
  }),
  SIGNUP_MODE: z.enum(['open', 'waitlist']).default('waitlist'),
  PUBLIC_URL: optionalText,
  TRUST_PROXY: bool.default(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  WORKER: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** true, false, or a comma-separated list of private host:port that may be reached */
  ALLOW_PRIVATE_URLS: z.string().trim().default('false'),
  /** embedding model for the OpenAI-compatible endpoint (OpenAI keys use text-embedding-3-small) */
  EMBEDDING_MODEL: optionalText,
  /** ingestion jobs run at once per worker process */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /** a job whose worker stopped answering for this long is claimed again */
  JOB_LEASE_MS: z.coerce.number().int().min(500).default(120_000),
  /** a conversation with no visitor message for this long is ended (and its post-conversation hook sent) */
  CONVERSATION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  CRAWL_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  MODEL_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** how long the guardrails' model judgement may take before the heuristics' verdict stands (docs/decisions/0046) */
  GUARDRAIL_JUDGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /** on SIGTERM/SIGINT, turns in progress get this long to finish before connections are cut and the process exits 1 */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(30_000).default(30_000),
  /** how long a web process may reuse a session, agent, provider key or public version it read (0: never) */
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  /** instance-wide Anthropic endpoint (a proxy or gateway); unset for Anthropic's own API */
  ANTHROPIC_BASE_URL: optionalText,
  OIDC_ISSUER: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_SCOPES: z.string().default('openid email profile'),
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: optionalText,
  SMTP_FROM: optionalText,
  /** uploaded files go to this S3-compatible bucket when set (else under DATA_DIR) */
  S3_BUCKET: optionalText,
  /** the server's address for MinIO, Ceph, R2 and the like; unset for AWS */
  S3_ENDPOINT: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** bucket in the path (http://host/bucket/key) rather than the host name, as MinIO needs */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** where SMS replies are sent (Twilio's REST API); a local fake in tests */
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** where WhatsApp replies are sent (the Graph API, with its version) */
  WHATSAPP_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** where Telegram bots are called (the Bot API) */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** how often the e-mail channel reads each agent's IMAP mailbox */
  EMAIL_POLL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Slack's Web API (chat.postMessage, users.info, auth.test) */
  SLACK_API_URL: z.url().default('https://slack.com/api'),
  /** where Messenger and Instagram replies are sent (the Graph API's Send API, with its version) */
  META_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** the starting value of the support address of Settings > Instance (unset: Help offers no mail link) */
  SUPPORT_EMAIL: optionalText,
  WEB_DIST_DIR: optionalText,
  /** the bearer token Prometheus sends to read /metrics; unset: /metrics answers 404 */
  METRICS_TOKEN: optionalText,
  /** OTLP/HTTP collector for traces (`/v1/traces` is added); unset with the next one: nothing about tracing is loaded */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(z.url().optional()),
  /** the traces URL itself, taken as it is (wins over OTEL_EXPORTER_OTLP_ENDPOINT) */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalText.pipe(z.url().optional()),
  /** headers sent with each export: `key=value` pairs split by commas, URL-encoded (Langfuse: Authorization=Basic%20…) */
  OTEL_EXPORTER_OTLP_HEADERS: optionalText,
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('agentforge'),
  /** spans waiting for export at most; more are dropped and counted in /metrics */
  OTEL_BSP_MAX_QUEUE_SIZE: z.coerce.number().int().min(1).max(100_000).default(2048),
  /** milliseconds between two exports */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(60_000).default(5000),
});

export type Env = z.input<typeof envSchema>;
export type Config = z.output<typeof envSchema> & {
  oidcEnabled: boolean;
  privateUrlAccess: { all: boolean; hosts: string[] };
  /**
   * What the operator's own model endpoints (OPENAI_BASE_URL, ANTHROPIC_BASE_URL) may reach: their
   * host:port on top of ALLOW_PRIVATE_URLS. The environment is the operator's word, not a tenant's
   * input, so a model server on this machine needs no second switch; metadata addresses stay refused.
   */
  operatorUrlAccess: { all: boolean; hosts: string[] };
};

const OPERATOR_BASE_URLS = ['OPENAI_BASE_URL', 'ANTHROPIC_BASE_URL'] as const;

/** `host:port` of each operator base URL, as the SSRF guard lists allowed private hosts. */
function operatorHosts(c: z.output<typeof envSchema>): string[] {
  return OPERATOR_BASE_URLS.flatMap((name) => {
    const value = c[name];
    if (!value) return [];
    const url = new URL(value);
    return [`${url.hostname}:${portOf(url)}`.toLowerCase()];
  });
}

function checkBaseUrls(c: z.output<typeof envSchema>): string | null {
  for (const name of OPERATOR_BASE_URLS) {
    const value = c[name];
    if (value && !URL.canParse(value)) return `${name}: not a URL (e.g. http://127.0.0.1:11434/v1)`;
    if (value && !/^https?:$/.test(new URL(value).protocol)) return `${name}: must start with http:// or https://`;
  }
  return null;
}

function parsePrivateAccess(value: string): Config['privateUrlAccess'] {
  const lower = value.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return { all: true, hosts: [] };
  if (['false', '0', 'no', 'off', ''].includes(lower)) return { all: false, hosts: [] };
  return { all: false, hosts: lower.split(',').map((h) => h.trim()).filter(Boolean) };
}

function checkS3(c: z.output<typeof envSchema>): string | null {
  if (!c.S3_BUCKET && (c.S3_ENDPOINT || c.S3_ACCESS_KEY_ID || c.S3_SECRET_ACCESS_KEY)) return 'S3_BUCKET: required when S3_ENDPOINT or S3 keys are set';
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK\'s own credentials (IAM role, AWS_PROFILE)';
  return null;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problem = checkS3(c) ?? checkBaseUrls(c);
  if (problem) throw new Error(`Invalid configuration:\n  ${problem}`);
  const privateUrlAccess = parsePrivateAccess(c.ALLOW_PRIVATE_URLS);
  return {
    ...c,
    oidcEnabled: Boolean(c.OIDC_ISSUER && c.OIDC_CLIENT_ID),
    privateUrlAccess,
    operatorUrlAccess: { all: privateUrlAccess.all, hosts: [...privateUrlAccess.hosts, ...operatorHosts(c)] },
  };
}
