import { Headphones, Hotel, ShoppingBag, type LucideIcon } from 'lucide-react';

export type DemoRole = 'assistant' | 'user';

export interface DemoMessage {
  /** key under demo.scenarios.{id}.messages in the landing catalogue */
  key: string;
  role: DemoRole;
  /** fixed clock time, the same in every language */
  time: string;
}

export interface DemoScenario {
  /** key under demo.scenarios in the landing catalogue (title, subtitle, messages) */
  id: 'sales' | 'support' | 'hotel';
  icon: LucideIcon;
  messages: DemoMessage[];
}

function conversation(times: string[]): DemoMessage[] {
  return times.map((time, i) => ({ key: `m${i + 1}`, role: i % 2 === 0 ? 'user' : 'assistant', time }));
}

/** The three scripted conversations of the landing demo. */
export const DEMO_SCENARIOS: DemoScenario[] = [
  { id: 'sales', icon: ShoppingBag, messages: conversation(['10:02', '10:02', '10:03', '10:03', '10:04', '10:04']) },
  { id: 'support', icon: Headphones, messages: conversation(['15:41', '15:41', '15:42', '15:43', '15:45', '15:45']) },
  { id: 'hotel', icon: Hotel, messages: conversation(['09:15', '09:15', '09:16', '09:16', '09:17', '09:18']) },
];

export const DEMO_MESSAGE_COUNTS: readonly number[] = DEMO_SCENARIOS.map((s) => s.messages.length);
