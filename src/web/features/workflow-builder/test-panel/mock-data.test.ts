import { describe, expect, it } from 'vitest';
import { testWorkflowBody } from '@common/workflows';
import { INITIAL_MOCK_DATA, toTestBody } from './mock-data';

describe('toTestBody', () => {
  it('sends the panel fields as mockData the server accepts', () => {
    const body = toTestBody({ ...INITIAL_MOCK_DATA, triggerType: 'lead_converted', phone: ' +34 600 ', userMessage: 'Hi', agentResponse: 'Hello' });
    expect(testWorkflowBody.parse(body)).toEqual({
      mockData: {
        triggerType: 'lead_converted',
        userData: { name: 'Test User', email: 'test@example.com', phone: '+34 600' },
        userMessage: 'Hi',
        agentResponse: 'Hello',
      },
    });
  });

  it('leaves blank contact fields out', () => {
    const body = toTestBody({ ...INITIAL_MOCK_DATA, name: ' ', email: '' });
    expect(JSON.parse(JSON.stringify(body))).toEqual({ mockData: { triggerType: 'manual', userData: {}, userMessage: '', agentResponse: '' } });
  });
});
