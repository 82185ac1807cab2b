import type { TEST_TRIGGER_TYPES } from '@common/workflows';
import type { TestWorkflowInput } from './api/test-workflow';

export type MockData = {
  triggerType: (typeof TEST_TRIGGER_TYPES)[number];
  name: string;
  email: string;
  phone: string;
  userMessage: string;
  agentResponse: string;
};

export const INITIAL_MOCK_DATA: MockData = {
  triggerType: 'manual',
  name: 'Test User',
  email: 'test@example.com',
  phone: '',
  userMessage: '',
  agentResponse: '',
};

const optional = (value: string) => value.trim() || undefined;

/** Blank contact fields are left out rather than sent as empty strings (they would replace {{user.email}} with nothing). */
export function toTestBody(data: MockData): TestWorkflowInput {
  return {
    mockData: {
      triggerType: data.triggerType,
      userData: { name: optional(data.name), email: optional(data.email), phone: optional(data.phone) },
      userMessage: data.userMessage,
      agentResponse: data.agentResponse,
    },
  };
}
