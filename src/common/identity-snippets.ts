/**
 * How a site's server signs its user id for a verified identity (docs/decisions/0045), shown in
 * Deployments, in the widget's embed code and in the API reference. Plain strings: safe for the browser.
 */
export const IDENTITY_SECRET_ENV = 'AGENTFORGE_IDENTITY_SECRET';

export const IDENTITY_SIGNING_SNIPPETS = {
  node: [
    "import { createHmac } from 'node:crypto';",
    '',
    '// on your server, never in the browser: the secret stays there',
    `const signature = createHmac('sha256', process.env.${IDENTITY_SECRET_ENV})`,
    '  .update(String(user.id))',
    "  .digest('hex');",
  ].join('\n'),
  python: [
    'import hashlib, hmac, os',
    '',
    '# on your server, never in the browser: the secret stays there',
    'signature = hmac.new(',
    `    os.environ['${IDENTITY_SECRET_ENV}'].encode(),`,
    '    str(user.id).encode(),',
    '    hashlib.sha256,',
    ').hexdigest()',
  ].join('\n'),
  php: [
    '<?php',
    '// on your server, never in the browser: the secret stays there',
    `$signature = hash_hmac('sha256', (string) $user->id, getenv('${IDENTITY_SECRET_ENV}'));`,
  ].join('\n'),
} as const;

export type SigningLanguage = keyof typeof IDENTITY_SIGNING_SNIPPETS;
export const SIGNING_LANGUAGES = Object.keys(IDENTITY_SIGNING_SNIPPETS) as SigningLanguage[];

/** The widget's identity attributes, filled by the page's server for the signed-in user. */
export function widgetIdentityAttributes(): string {
  return ['data-user-id="USER_ID"', 'data-user-name="USER_NAME"', 'data-user-email="USER_EMAIL"', 'data-user-signature="SIGNATURE"'].join(' ');
}

/** The public API's identity field in a request body. */
export const API_IDENTITY_EXAMPLE = '"identity": {"userId": "USER_ID", "name": "USER_NAME", "email": "USER_EMAIL", "signature": "SIGNATURE"}';
