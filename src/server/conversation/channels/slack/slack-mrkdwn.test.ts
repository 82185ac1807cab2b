import { describe, expect, it } from 'vitest';
import { markdownToSlack } from './slack-mrkdwn';
import { slackInbound, slackTextToPlain } from './slack-event';

describe('markdownToSlack', () => {
  it('turns Markdown into mrkdwn and escapes what Slack reads as control characters', () => {
    expect(markdownToSlack('## Hours\nWe open at **nine** & *close* at <b>five</b>.\n- one\n- two')).toBe('*Hours*\nWe open at *nine* &amp; _close_ at &lt;b&gt;five&lt;/b&gt;.\n• one\n• two');
    expect(markdownToSlack('<!channel> <@U123> ~~old~~')).toBe('&lt;!channel&gt; &lt;@U123&gt; ~old~');
  });

  it('writes web links as <url|text> and leaves other schemes as text', () => {
    expect(markdownToSlack('See [our hours](https://x.example/h?a=1&b=2).')).toBe('See <https://x.example/h?a=1&amp;b=2|our hours>.');
    expect(markdownToSlack('[a|b](https://x.example/p|q)')).toBe('<https://x.example/p%7Cq|a¦b>');
    expect(markdownToSlack('[click](javascript:alert(1))')).toBe('click (javascript:alert(1))');
  });

  it('keeps code as code, escaped, without emphasis', () => {
    expect(markdownToSlack('```js\nif (a < b) **x**\n```\nUse `a<b>`')).toBe('```\nif (a &lt; b) **x**\n```\nUse `a&lt;b&gt;`');
  });
});

describe('a Slack message as the agent reads it', () => {
  it("drops the bot's mention and decodes links and entities", () => {
    expect(slackTextToPlain('<@UBOT> is 1 &lt; 2 &amp; see <https://a.example|a> and <@UOTHER>', 'UBOT')).toBe('is 1 < 2 & see a (https://a.example) and <@UOTHER>');
  });

  it('keys a message by its channel and ts, so its message and app_mention events are one', () => {
    const context = { appId: 'A1', botUserId: 'UBOT' };
    const asDm = slackInbound({ type: 'message', channel: 'D0AB12345', user: 'U0AB12345', text: 'hi', ts: '1700000000.000100', channel_type: 'im' }, context);
    const asMention = slackInbound({ type: 'app_mention', channel: 'D0AB12345', user: 'U0AB12345', text: '<@UBOT> hi', ts: '1700000000.000100' }, context);
    expect(asDm).toEqual(asMention);
    expect(asDm).toMatchObject({ providerMessageId: 'D0AB12345:1700000000.000100', sender: 'D0AB12345', body: 'hi', meta: { threadTs: '1700000000.000100', visitorId: 'U0AB12345' } });
  });
});
