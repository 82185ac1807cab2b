import { WIDGET_LIMITS } from '@common/widgets';

/**
 * Where a 'test' conversation came from. The Testing Console keeps no conversations (its runs stay
 * in its own history), so these are the widget designer's Test Agent tab ('test_agent_' sessions)
 * and the workflow builder's Test Live Agent.
 */
export function readTestChatSource(sessionId: string): 'widgetDesigner' | 'quickTest' {
  return sessionId.startsWith(WIDGET_LIMITS.testSessionPrefix) ? 'widgetDesigner' : 'quickTest';
}
