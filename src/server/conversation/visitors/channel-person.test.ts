import { describe, expect, it } from 'vitest';
import { channelPersonOf } from './channel-person';

describe('channelPersonOf', () => {
  it('names the person by the channel id: the sender, or the Slack user', () => {
    expect(channelPersonOf('sms', '+34600111222', undefined, undefined)).toEqual({ channel: 'sms', externalId: '+34600111222', name: null });
    expect(channelPersonOf('slack', 'D0AB:1700.1', 'U0AB12345', { name: 'Ada' })).toEqual({ channel: 'slack', externalId: 'U0AB12345', name: 'Ada' });
  });
  it('is nobody for a shared address: a Slack message without its user, a Telegram group', () => {
    expect(channelPersonOf('slack', 'C0AB:1700.1', undefined, undefined)).toBeNull();
    expect(channelPersonOf('telegram', '-100123', undefined, undefined)).toBeNull();
    expect(channelPersonOf('telegram', '4242', undefined, undefined)).toEqual({ channel: 'telegram', externalId: '4242', name: null });
  });
});
