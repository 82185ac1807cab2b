import { z } from 'zod';
import { EMAIL_CARD_FALLBACK, emailNodeConfig, type EmailNodeConfig } from '../../../../common/workflows';
import type { AppDeps } from '../../../platform/deps';
import { readStoredToolConfigs, smtpSettingsFor } from '../../../tools/index';
import { findAgentForRun, type AgentForRun } from '../engine-queries';
import { StepTakenError, type NodeExecutor, type NodeOutcome } from '../node-types';
import { looksLikeHtml, renderHtml, renderHtmlAsText, renderLine, renderText, renderTextAsHtml, textToHtml } from '../template';
import { missingRequiredFields, writeEmailBody } from './email-ai';
import { bodyTemplateOf } from './email-templates';
import { sendSmtp } from '../../../platform/mail/send-smtp';
import { instanceSmtp } from '../../../platform/mail/instance-mail';

const SUBJECT_MAX = 300;
const address = z.email();

export const DELIVERY_UNKNOWN =
  'Delivery unknown: an earlier attempt stopped while handing the e-mail to the mail server, so it is not sent again (an e-mail node sends at most once per execution).';

interface Body {
  text: string;
  html: string;
  /** how the body was written, for the step's output */
  source: 'template' | 'model';
  note?: string;
}

async function composeBody(deps: AppDeps, agent: AgentForRun, config: EmailNodeConfig, context: unknown): Promise<Body | { error: string }> {
  const template = bodyTemplateOf(config);
  const html = config.template === 'custom' && looksLikeHtml(template);
  const fromTemplate = { text: html ? renderHtmlAsText(template, context) : renderText(template, context), html: html ? renderHtml(template, context) : renderTextAsHtml(template, context) };
  if (!config.useAIGeneration) return { ...fromTemplate, source: 'template' };
  const written = await writeEmailBody(deps, agent, context, template, config.requiredFields);
  if (written.source === 'template') return { ...fromTemplate, source: 'template', note: written.reason };
  if (!written.body) return { error: 'The AI model wrote an empty body; nothing was sent.' };
  const missing = missingRequiredFields(written.body, config.requiredFields, context);
  if (missing.length > 0) return { error: `The AI-written body lacks the required field${missing.length === 1 ? '' : 's'} ${missing.join(', ')}; nothing was sent.` };
  return { text: written.body, html: textToHtml(written.body), source: 'model' };
}

/**
 * Sends one e-mail per execution at most: everything is prepared first, then the step is
 * committed as running, then the message goes out. A retried job that finds the step running
 * cannot know whether the server took the message, and records that instead of sending again.
 */
export const emailNode: NodeExecutor = {
  claimsBeforeRun: false,
  run: async ({ deps, execution, context, node, step, markRunning }): Promise<NodeOutcome> => {
    if (step.status === 'running' && step.attempts > 0) return { kind: 'error', error: DELIVERY_UNKNOWN, output: { emailSent: false } };
    const config = emailNodeConfig.parse(node.data.config ?? {});
    const to = renderLine(config.to || EMAIL_CARD_FALLBACK.to, context);
    if (!to) return { kind: 'error', error: `No recipient: the address ${config.to || EMAIL_CARD_FALLBACK.to} is empty for this event.`, output: { emailSent: false } };
    if (!address.safeParse(to).success) return { kind: 'error', error: `"${to.slice(0, 254)}" is not one e-mail address; nothing was sent.`, output: { emailSent: false } };
    const subject = renderLine(config.subject, context).slice(0, SUBJECT_MAX) || EMAIL_CARD_FALLBACK.subject;
    const agent = await findAgentForRun(deps.db, execution.agentId);
    if (!agent) return { kind: 'error', error: 'The agent no longer exists.', output: { emailSent: false, to } };
    const smtp = smtpSettingsFor(readStoredToolConfigs(agent.toolConfigs).sendEmail, await instanceSmtp(deps), deps.secret);
    if (!smtp) {
      const error = "No mail server: set the SMTP server and sender in the agent's Send Email settings, or SMTP_HOST and SMTP_FROM on the instance.";
      return { kind: 'error', error, output: { emailSent: false, to } };
    }
    let body: Body | { error: string };
    try {
      body = await composeBody(deps, agent, config, context);
    } catch (err) {
      body = { error: `The AI model could not write the body: ${err instanceof Error ? err.message : String(err)}` };
    }
    if ('error' in body) return { kind: 'error', error: body.error, output: { emailSent: false, to } };
    if (!(await markRunning())) throw new StepTakenError('Another run of this job is sending the e-mail.');
    try {
      const sent = await sendSmtp(smtp, deps.config.privateUrlAccess, { fromName: agent.name, to, subject, text: body.text, html: body.html });
      return { kind: 'success', output: { emailSent: true, to, subject, messageId: sent.messageId, bodySource: body.source, ...(body.note ? { note: body.note } : {}) } };
    } catch (err) {
      return { kind: 'error', error: err instanceof Error ? err.message : String(err), output: { emailSent: false, to } };
    }
  },
};
