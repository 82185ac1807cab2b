import { describe, expect, it } from 'vitest';
import { readTestChatSource } from './test-chat-source';

describe('readTestChatSource', () => {
  it("names the widget designer for 'test_agent_' sessions, the builder's quick test otherwise", () => {
    expect(readTestChatSource('test_agent_k3j2h1')).toBe('widgetDesigner');
    expect(readTestChatSource('session-1700000000000-abc')).toBe('quickTest');
  });
});
