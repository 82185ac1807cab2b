import type { ApiErrorBody } from '@common/error-codes';
import { testResult, type TestAgentBody, type TestResult } from '@common/testing';
import { ApiError } from '../../../lib/api';
import { postSse } from '../../../lib/sse';

/** The connection closed before 'done'; the UI translates this code. */
export const STREAM_INTERRUPTED = 'STREAM_INTERRUPTED';

/**
 * POST /api/agents/{id}/test as Server-Sent Events: 'delta' chunks are handed to onDelta as they
 * arrive, 'done' carries the full TestResult, 'error' ends the run with the server's message.
 */
export async function streamAgentTest(
  agentId: string,
  body: TestAgentBody,
  { onDelta, signal }: { onDelta: (text: string, replace?: boolean) => void; signal?: AbortSignal },
): Promise<TestResult> {
  for await (const { event, data } of postSse(`/api/agents/${agentId}/test`, body, signal)) {
    if ((event === 'delta' || event === 'replace') && data && typeof data === 'object' && 'text' in data && typeof data.text === 'string') {
      onDelta(data.text, event === 'replace');
    } else if (event === 'done') {
      return testResult.parse(data);
    } else if (event === 'error') {
      const err = (data && typeof data === 'object' ? data : { message: String(data), code: 'INTERNAL_ERROR' }) as ApiErrorBody;
      throw new ApiError(500, err, err.message);
    }
  }
  throw new ApiError(0, { message: 'The answer stream ended early', code: STREAM_INTERRUPTED }, 'The answer stream ended early');
}
