import { BookOpen, Bot, Braces, Code2, FileJson, FlaskConical, KeyRound, Mail, MessageSquareCode, Rocket, ShieldCheck, Users, Workflow, Wrench, Zap, type LucideIcon } from 'lucide-react';
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

const RUN_SAMPLE = `curl -X POST https://your-host/api/agents/{id}/run \\
  -H "Authorization: Bearer <platform API key>" \\
  -H "Content-Type: application/json" \\
  -d '{"message": "Hello", "sessionId": "visitor-42"}'`;

export const ADVANCED_TUTORIALS: HelpGuide[] = [
  { id: 'modelKeys', icon: KeyRound, steps: 3, action: { kind: 'route', href: '/settings?tab=api-keys' } },
  { id: 'customTools', icon: Braces, steps: 3, action: { kind: 'route', href: '/tools' }, code: SIGNATURE_SAMPLE },
  { id: 'triggers', icon: Zap, steps: 3, action: { kind: 'route', href: '/workflows' } },
  { id: 'publicApi', icon: Code2, steps: 3, action: { kind: 'external', href: '/api/docs' }, code: RUN_SAMPLE },
  { id: 'widget', icon: MessageSquareCode, steps: 3, action: { kind: 'route', href: '/deployments' } },
  { id: 'visitorIdentity', icon: ShieldCheck, steps: 3, action: { kind: 'route', href: '/deployments' }, code: IDENTITY_SIGNING_SNIPPETS.node },
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
