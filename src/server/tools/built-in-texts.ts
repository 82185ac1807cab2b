import type { BuiltInToolId } from '../../common/catalogues';

/** English names and descriptions of the built-ins for API clients; the web app shows its own translations. */
export const BUILT_IN_TOOL_TEXTS: Record<BuiltInToolId, { name: string; description: string }> = {
  web_search: { name: 'Web Search', description: 'Searches the web (SearXNG, Brave Search or Tavily) and cites the results.' },
  send_email: { name: 'Send Email', description: 'Sends e-mail through SMTP to the addresses you allow.' },
  calendar: { name: 'Calendar', description: 'Lists free slots and books meetings in a CalDAV calendar.' },
  api_call: { name: 'API Call', description: 'Calls an HTTP API you configure and reads the answer.' },
  webhook: { name: 'Webhook', description: 'Sends conversation data to your endpoint, signed with HMAC-SHA256.' },
  post_conversation_hook: { name: 'Post-Conversation Hook', description: 'Sends the transcript to your endpoint when a conversation ends.' },
  capture_lead: { name: 'Lead Capture', description: "Stores the visitor's name, e-mail, phone and your own fields as a lead." },
  request_human: { name: 'Hand over to a person', description: 'Flags the conversation in the Inbox and e-mails your operators when the visitor asks for a person or the agent cannot help.' },
};
