import { BookOpen, Bot, Braces, Code2, FileJson, FlaskConical, KeyRound, Lock, Mail, MessageSquareCode, Rocket, ShieldCheck, UserCheck, Users, Workflow, Wrench, Zap, type LucideIcon } from 'lucide-react';
import { IDENTITY_SIGNING_SNIPPETS } from '@common/identity-snippets';
import type { HelpAction } from './help-links';

/** A guide or tutorial: its texts live in the `help` catalogue under `<section>.<id>` (title, summary, step1..stepN, action). */
export interface HelpGuide {
  id: string;
  icon: LucideIcon;
  steps: number;
  action: HelpAction;
  /** a code sample shown under the steps */
  code?: string;
  /** a text to copy, translated: the catalogue's `<section>.<id>.template` */
  template?: boolean;
}

export const GETTING_STARTED_GUIDES: HelpGuide[] = [
  { id: 'createAgent', icon: Bot, steps: 3, action: { kind: 'route', href: '/agents?create=1' } },
  { id: 'addKnowledge', icon: BookOpen, steps: 3, action: { kind: 'route', href: '/knowledge' } },
  { id: 'testAgent', icon: FlaskConical, steps: 3, action: { kind: 'route', href: '/test-console' } },
  { id: 'publish', icon: Rocket, steps: 3, action: { kind: 'route', href: '/deployments' } },
  { id: 'tools', icon: Wrench, steps: 3, action: { kind: 'route', href: '/tools' } },
  { id: 'workflow', icon: Workflow, steps: 3, action: { kind: 'route', href: '/workflows' } },
  { id: 'leads', icon: Users, steps: 3, action: { kind: 'route', href: '/leads' } },
];

// The signature format is the one src/server/features/tools/signature.ts sends.
const SIGNATURE_SAMPLE = `X-AgentForge-Signature: t=1735689600,v1=<hex>
v1 = HMAC-SHA256(secret, t + "." + rawBody)`;

const VISITOR_DATA_SAMPLE = `# everything stored about your user "user-42"
curl "https://your-host/api/platform/visitor-data?userId=user-42" \\
  -H "Authorization: Bearer <platform API key>"

# erase it (answers how much was deleted)
curl -X DELETE "https://your-host/api/platform/visitor-data?userId=user-42" \\
  -H "Authorization: Bearer <platform API key>"`;

const RUN_SAMPLE = `curl -X POST https://your-host/api/agents/{id}/run \\
  -H "Authorization: Bearer <platform API key>" \\
  -H "Content-Type: application/json" \\
  -d '{"message": "Hello", "sessionId": "visitor-42"}'`;

// What docs/decisions/0053 specifies: the receiver recomputes the HMAC over "t.rawBody".
const EVENT_WEBHOOK_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string)
function verify(secret, rawBody, header, toleranceSecs = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() / 1000 - t) > toleranceSecs) return false;
  const expected = createHmac('sha256', secret).update(t + '.' + rawBody).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
// verify(secret, rawBody, req.headers['x-agentforge-signature'])`;

export const ADVANCED_TUTORIALS: HelpGuide[] = [
  { id: 'modelKeys', icon: KeyRound, steps: 3, action: { kind: 'route', href: '/settings?tab=api-keys' } },
  { id: 'customTools', icon: Braces, steps: 3, action: { kind: 'route', href: '/tools' }, code: SIGNATURE_SAMPLE },
  { id: 'triggers', icon: Zap, steps: 3, action: { kind: 'route', href: '/workflows' } },
  { id: 'approvals', icon: UserCheck, steps: 3, action: { kind: 'route', href: '/settings?tab=api-keys' }, code: EVENT_WEBHOOK_SAMPLE },
  { id: 'publicApi', icon: Code2, steps: 3, action: { kind: 'external', href: '/api/docs' }, code: RUN_SAMPLE },
  { id: 'widget', icon: MessageSquareCode, steps: 3, action: { kind: 'route', href: '/deployments' } },
  { id: 'visitorIdentity', icon: ShieldCheck, steps: 3, action: { kind: 'route', href: '/deployments' }, code: IDENTITY_SIGNING_SNIPPETS.node },
  { id: 'visitorPrivacy', icon: Lock, steps: 3, action: { kind: 'external', href: '/api/docs' }, code: VISITOR_DATA_SAMPLE, template: true },
  { id: 'visitors', icon: Users, steps: 3, action: { kind: 'route', href: '/visitors' } },
];

export interface HelpLinkItem {
  id: string;
  icon: LucideIcon;
  action: HelpAction;
}

export const SUPPORT_LINKS: HelpLinkItem[] = [
  { id: 'email', icon: Mail, action: { kind: 'mail' } },
  { id: 'apiReference', icon: BookOpen, action: { kind: 'external', href: '/api/docs' } },
  { id: 'openApi', icon: FileJson, action: { kind: 'external', href: '/api/openapi.json' } },
];

/** The quick actions: 'Contact Support' (mail) and 'View Tools Hub' (/tools). */
export const QUICK_ACTIONS: HelpLinkItem[] = [
  { id: 'contactSupport', icon: Mail, action: { kind: 'mail' } },
  { id: 'viewToolsHub', icon: Wrench, action: { kind: 'route', href: '/tools' } },
];
