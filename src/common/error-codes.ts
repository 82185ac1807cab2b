/** Machine-readable codes of API errors ({ message, code }); the web app switches on them. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  notAuthorized: 'NOT_AUTHORIZED',
  forbidden: 'FORBIDDEN',
  roleForbidden: 'ROLE_FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  csrf: 'CSRF_INVALID',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  planLimit: 'PLAN_LIMIT_REACHED',
  premiumRequired: 'PREMIUM_REQUIRED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  twoFactorSetupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  inviteOnly: 'INVITE_ONLY',
  accountDisabled: 'ACCOUNT_DISABLED',
  twoFactorInvalid: 'TWO_FACTOR_INVALID',
  emailTaken: 'EMAIL_TAKEN',
  providerFailed: 'PROVIDER_FAILED',
  internal: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ApiErrorBody {
  message: string;
  code: ErrorCode | string;
  /** for validation errors: the offending field paths */
  fields?: { path: string; message: string }[];
}

/** The premium gate's message. */
export const PREMIUM_GATE_MESSAGE = 'Upgrade to Premium to access this feature';
