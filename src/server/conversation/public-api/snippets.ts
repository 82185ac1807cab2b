/** The code the Deployments screen shows; every snippet works as pasted once the placeholders are filled. */
import { API_IDENTITY_EXAMPLE, IDENTITY_SIGNING_SNIPPETS, widgetIdentityAttributes } from '../../../common/identity-snippets';

export function widgetSnippet(origin: string, versionId: string, widgetId?: string): { code: string; snippets: Record<string, string> } {
  const widgetAttr = widgetId ? ` data-widget-id="${widgetId}"` : '';
  const code = `<script src="${origin}/widget.js" data-version-id="${versionId}"${widgetAttr} async></script>`;
  const documented = [
    '<!-- Paste before </body>. Optional attributes:',
    '     data-widget-id="…"          colours, theme and logo of a widget designed in Deployments',
    '     data-primary-color="#667eea" button and header colour',
    '     data-theme="light|dark|auto"',
    '     data-auto-open="true"        open the chat when the page loads',
    '     Verified visitors: your server fills these for the signed-in user, with the signature',
    '     HMAC-SHA256(identity secret, user id) in hex (Deployments > Verified visitors):',
    `     ${widgetIdentityAttributes()} -->`,
    code,
  ].join('\n');
  return { code, snippets: { html: documented, url: `${origin}/widget/${versionId}`, ...IDENTITY_SIGNING_SNIPPETS } };
}

export function apiSnippets(origin: string, agentId: string): { code: string; snippets: Record<string, string> } {
  const url = `${origin}/api/agents/${agentId}/run`;
  const curl = [
    `curl -X POST '${url}' \\`,
    "  -H 'Authorization: Bearer YOUR_API_KEY' \\",
    "  -H 'Content-Type: application/json' \\",
    `  -d '{"message": "Hello!", "sessionId": "customer-42"}'`,
  ].join('\n');
  const javascript = [
    `const res = await fetch('${url}', {`,
    "  method: 'POST',",
    "  headers: { Authorization: 'Bearer YOUR_API_KEY', 'Content-Type': 'application/json' },",
    "  body: JSON.stringify({ message: 'Hello!', sessionId: 'customer-42' }),",
    '});',
    'if (!res.ok) throw new Error((await res.json()).message);',
    'const { message, sessionId, isConversationFinished, usage } = await res.json();',
  ].join('\n');
  const python = [
    'import requests',
    '',
    'res = requests.post(',
    `    '${url}',`,
    "    headers={'Authorization': 'Bearer YOUR_API_KEY'},",
    "    json={'message': 'Hello!', 'sessionId': 'customer-42'},",
    ')',
    'res.raise_for_status()',
    "print(res.json()['message'])",
  ].join('\n');
  const identity = [
    `curl -X POST '${url}' \\`,
    "  -H 'Authorization: Bearer YOUR_API_KEY' \\",
    "  -H 'Content-Type: application/json' \\",
    `  -d '{"message": "Hello!", "sessionId": "customer-42", ${API_IDENTITY_EXAMPLE}}'`,
    '',
    '# SIGNATURE = HMAC-SHA256(identity secret, USER_ID) in hex, e.g. in Node:',
    ...IDENTITY_SIGNING_SNIPPETS.node.split('\n').map((line) => `# ${line}`.trimEnd()),
  ].join('\n');
  return { code: curl, snippets: { curl, javascript, python, identity, docs: `${origin}/api/docs` } };
}

export function webhookSnippets(origin: string): { code: string; snippets: Record<string, string> } {
  const sms = `${origin}/webhook/sms`;
  const whatsapp = `${origin}/webhook/whatsapp`;
  const code = [
    'Inbound messages: point your provider at these webhook URLs.',
    `SMS:      ${sms}`,
    `WhatsApp: ${whatsapp}`,
    '',
    'SMS (Twilio): in the Twilio console, open your number > Messaging > "A message comes in": Webhook, HTTP POST, the SMS URL.',
    'WhatsApp (Cloud API): in your Meta app > WhatsApp > Configuration, set the Callback URL to the WhatsApp URL and the',
    'verify token you saved in Deployments > Channels, then subscribe to the "messages" field.',
    'Save the settings in Deployments > Channels first: requests are accepted only with the provider\'s signature.',
  ].join('\n');
  return { code, snippets: { sms, whatsapp } };
}
