import type { EmailNodeConfig } from '../../../../common/workflows';

/**
 * The bodies of the built-in e-mail templates, plain text with {{variables}};
 * 'custom' uses the node's own body. The HTML part is derived from the text, values escaped.
 */
const TEMPLATES: Record<Exclude<EmailNodeConfig['template'], 'custom'>, string> = {
  welcome: `Hi {{user.name}},

Thank you for getting in touch. I'm {{agent.name}}, and I'm glad to help.

You asked: {{user.question}}

{{agent.response}}

If anything else comes up, just reply to this e-mail.

Best regards,
{{agent.name}}`,
  followup: `Hi {{user.name}},

Following up on our conversation: you asked "{{user.question}}".

Here is a summary of my answer:
{{agent.response}}

Is there anything else we can help you with? Reply to this e-mail and we'll get back to you.

Best regards,
{{agent.name}}`,
  notification: `New activity on {{agent.name}}

Visitor: {{user.name}} <{{user.email}}>
Question: {{user.question}}
Agent's answer: {{agent.response}}

Session: {{session.id}}
Time: {{timestamp}}`,
};

/** The body template a node sends: the chosen template's, or its own for 'custom'. */
export function bodyTemplateOf(config: Pick<EmailNodeConfig, 'template' | 'body'>): string {
  return config.template === 'custom' ? config.body : TEMPLATES[config.template];
}
