/** A provider refused or could not be reached: the message is what owners read in Deployments > Channels. */
export class ChannelSendError extends Error {
  constructor(
    message: string,
    /** false for refusals a retry cannot fix (a wrong token, an invalid number) */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const SEND_TIMEOUT_MS = 15_000;

/** One provider call; network failures and timeouts become retryable ChannelSendErrors naming the provider. */
export async function providerFetch(provider: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS), redirect: 'error' });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    throw new ChannelSendError(timedOut ? `${provider} did not answer within ${SEND_TIMEOUT_MS / 1000} s.` : `${provider} could not be reached.`, true);
  }
}

/** 429 and 5xx are worth another attempt; other refusals are not. */
export const retryableStatus = (status: number) => status === 429 || status >= 500;
