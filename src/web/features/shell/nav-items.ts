import {
  BarChart3,
  BookOpen,
  Bot,
  FlaskConical,
  HelpCircle,
  LayoutDashboard,
  MessagesSquare,
  Rocket,
  Settings,
  UserPlus,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  path: string;
  /** key under nav.* in the shell namespace */
  labelKey: string;
  icon: LucideIcon;
  /** shows the project's agent count */
  agentBadge?: boolean;
}

/** SPEC section 2, in this order; Leads (issue 11, lead capture) follows the Tools Hub its tool belongs to. */
export const MAIN_NAV: NavItem[] = [
  { path: '/', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { path: '/agents', labelKey: 'nav.agents', icon: Bot, agentBadge: true },
  { path: '/workflows', labelKey: 'nav.workflows', icon: Workflow },
  { path: '/knowledge', labelKey: 'nav.knowledge', icon: BookOpen },
  { path: '/test-console', labelKey: 'nav.testConsole', icon: FlaskConical },
  { path: '/tools', labelKey: 'nav.tools', icon: Wrench },
  { path: '/leads', labelKey: 'nav.leads', icon: UserPlus },
  { path: '/analytics', labelKey: 'nav.analytics', icon: BarChart3 },
  { path: '/conversations', labelKey: 'nav.conversations', icon: MessagesSquare },
  { path: '/deployments', labelKey: 'nav.deployments', icon: Rocket },
];

export const BOTTOM_NAV: NavItem[] = [
  { path: '/settings', labelKey: 'nav.settings', icon: Settings },
  { path: '/help', labelKey: 'nav.help', icon: HelpCircle },
];

const WORKFLOW_BUILDER = /^\/agents\/[^/]+\/workflow\/?$/;

/** The nav entry to highlight for a location: the agent workflow builder belongs to Workflow Builder. */
export function isNavItemActive(itemPath: string, location: string): boolean {
  if (itemPath === '/') return location === '/';
  if (WORKFLOW_BUILDER.test(location)) return itemPath === '/workflows';
  return location === itemPath || location.startsWith(`${itemPath}/`);
}
