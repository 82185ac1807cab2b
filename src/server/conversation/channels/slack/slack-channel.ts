import { saveSlackBody, slackChannelView, SLACK_MAX_CHARS, type SaveSlackBody, type SlackChannelView } from '../../../../common/channels';
import type { AppDeps } from '../../../platform/deps';
import { badGateway, badRequest } from '../../../platform/errors';
import type { ChannelDefinition, OpenChannel } from '../channel-definition';
import { checkResult } from '../check-result';
import { splitMessage } from '../plain-text';
import { secretHint, secretOrStored } from '../secrets';
import { ChannelSendError } from '../send-error';
import { postSlackMessage, slackAuthTest, type SlackBot } from './slack-client';
import { slackReplyTarget, type SlackSettings } from './slack-event';
import { markdownToSlack } from './slack-mrkdwn';
import { cachedSlackUserName } from './slack-user-names';
import { slackWebhook } from './slack-webhook';

const CONVERSATION_ID = /^[CDG][A-Z0-9]{6,20}$/;

function botOf(deps: AppDeps, { secrets }: OpenChannel): SlackBot {
  if (!secrets.botToken) throw new ChannelSendError('The Slack settings are incomplete.', false);
  return { baseUrl: deps.config.SLACK_API_URL, token: secrets.botToken };
}

/**
 * A Slack app's Events API: routed by the app id (the signing secret is the app's, so the id
 * names the secret every request is checked with), answered with the bot token in the thread of
 * the message: one conversation per person in DMs, one per thread in channels.
 */
export const slackChannel: ChannelDefinition<SaveSlackBody, SlackChannelView> = {
  kind: 'slack',
  label: 'Slack',
  saveBody: saveSlackBody,
  view: slackChannelView,
  async prepare(deps, body, stored) {
    const secrets = {
      botToken: secretOrStored(body.botToken, stored.botToken, 'botToken'),
      signingSecret: secretOrStored(body.signingSecret, stored.signingSecret, 'signingSecret'),
    };
    // a token Slack refuses is shown to the owner and nothing is stored; its workspace is the only one answered
    const who = await slackAuthTest({ baseUrl: deps.config.SLACK_API_URL, token: secrets.botToken }).catch((err: unknown) => {
      if (err instanceof ChannelSendError) throw badGateway(`${err.message} Nothing was saved.`);
      throw err;
    });
    const appId = body.appId.trim();
    const settings: SlackSettings = { teamId: who.teamId };
    return { routeKey: appId, routeLabel: `The Slack app ${appId}`, settings, secrets, secretHint: secretHint(secrets.botToken) };
  },
  toView: (row, secrets, base) =>
    ({ appId: row?.routeKey ?? null, botTokenHint: row?.secretHint ?? null, signingSecretSet: Boolean(secrets.signingSecret), ...base }) as SlackChannelView,
  isConfigured: (row, secrets) => Boolean(row.routeKey && secrets.botToken && secrets.signingSecret),
  hasWebhook: true,
  webhooks(app, deps) {
    app.post('/webhook/slack', { schema: { hide: true } }, (request, reply) => slackWebhook(deps, request, reply));
  },
  async deliver(deps, channel, to, text, inReplyTo) {
    const bot = botOf(deps, channel);
    const target = slackReplyTarget(to, inReplyTo?.meta ?? null);
    for (const part of splitMessage(markdownToSlack(text), SLACK_MAX_CHARS)) await postSlackMessage(bot, target.channel, part, target.threadTs);
  },
  visitorName(deps, channel, visitorId) {
    return cachedSlackUserName(deps, botOf(deps, channel), channel.config.routeKey ?? '', visitorId);
  },
  async check(deps, channel, to) {
    const bot = botOf(deps, channel);
    const who = await slackAuthTest(bot);
    const connected = { workspace: who.team || who.teamId, user: who.user || who.userId };
    if (!to) return checkResult(true, 'slackWorkspace', connected);
    if (!CONVERSATION_ID.test(to)) throw badRequest('to: a Slack channel ID, like C0123456789 (the channel details show it)');
    await postSlackMessage(bot, to, 'This is a test message: this agent answers here.', null);
    return checkResult(true, 'slackSent', { ...connected, to });
  },
};
