/**
 * The public pages speak the agent's language, whatever the visitor's browser says. A small local
 * dictionary keeps i18next out of this bundle; en and es have the same keys (i18n.test.ts).
 */
const en = {
  loadingDemo: 'Loading agent demo...',
  loadingChat: 'Loading chat...',
  loadingWidget: 'Loading widget...',
  notFoundTitle: 'Agent not found',
  notFoundDemo: 'The requested agent version does not exist or is not publicly available.',
  notFoundChat: 'The agent you are looking for does not exist or is not publicly available.',
  loadErrorTitle: 'Could not load the agent',
  loadErrorBody: 'Check your connection and try again.',
  retry: 'Try again',
  goHome: 'Go to the home page',
  chatTitle: 'Chat with {name}',
  assistant: 'Assistant',
  publicVersion: 'Public version of the agent',
  placeholder: 'Type your message...',
  send: 'Send',
  end: 'End',
  endLabel: 'End the conversation',
  ended: 'Ended',
  endedByAssistant: 'The assistant has already ended this conversation.',
  conversationEnded: 'The conversation has ended.',
  newConversation: 'Start a new conversation',
  greeting: 'Hi, how can I help you today?',
  chatClosing: '🏁 Conversation ended. Thank you for contacting us!',
  sendError: 'Sorry, something went wrong. Please try again.',
  identityRefused: 'We could not confirm who you are, so this conversation goes on anonymously.',
  emptyReply: "Sorry, I couldn't process your message.",
  typing: 'The assistant is typing',
  you: 'You',
  sources: 'Sources',
  messageList: 'Conversation',
  starters: 'Suggested questions',
  createAgent: 'Create your agent',
  demoBadge: 'Public demo',
  agentInfo: 'Agent information',
  model: 'Model',
  provider: 'Provider',
  offlineModel: 'Built-in offline model',
  version: 'Version',
  published: 'Published',
  personality: 'Personality',
  createdWith: 'Created with {product}',
  liveChat: 'Live chat',
  newDemo: 'New demo',
  demoClosing: 'Conversation ended. Thank you for trying the demo!',
  widgetDemo: 'Widget demo',
  widgetSandboxed: 'Runs in an isolated frame, without access to this site.',
  widgetNotFoundTitle: 'Widget not found',
  widgetNotFound: 'The widget you are looking for does not exist or is not public.',
  rateReply: 'Rate this reply',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
  feedbackComment: 'Tell us more (optional)',
  feedbackThanks: 'Thanks for your feedback',
  feedbackError: "Couldn't send your feedback. Please try again.",
  teamMember: 'Team member',
};

export type MessageKey = keyof typeof en;
export type Dictionary = Record<MessageKey, string>;

const es: Dictionary = {
  loadingDemo: 'Cargando demo del agente...',
  loadingChat: 'Cargando chat...',
  loadingWidget: 'Cargando widget...',
  notFoundTitle: 'Agente no encontrado',
  notFoundDemo: 'La versión del agente solicitada no existe o no está disponible públicamente',
  notFoundChat: 'El agente que estás buscando no existe o no está disponible públicamente.',
  loadErrorTitle: 'No se pudo cargar el agente',
  loadErrorBody: 'Comprueba tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  goHome: 'Ir a la página de inicio',
  chatTitle: 'Chat con {name}',
  assistant: 'Asistente',
  publicVersion: 'Versión pública del agente',
  placeholder: 'Escribe tu mensaje...',
  send: 'Enviar',
  end: 'Finalizar',
  endLabel: 'Finalizar la conversación',
  ended: 'Finalizado',
  endedByAssistant: 'El asistente ya finalizó esta conversación.',
  conversationEnded: 'La conversación ha finalizado.',
  newConversation: 'Iniciar nueva conversación',
  greeting: 'Hola, ¿cómo puedo ayudarte hoy?',
  chatClosing: '🏁 Conversación finalizada. ¡Gracias por contactarnos!',
  sendError: 'Lo siento, ha ocurrido un error. Por favor intenta de nuevo.',
  identityRefused: 'No pudimos confirmar quién eres, así que esta conversación sigue de forma anónima.',
  emptyReply: 'Lo siento, no pude procesar tu mensaje.',
  typing: 'El asistente está escribiendo',
  you: 'Tú',
  teamMember: 'Persona del equipo',
  sources: 'Fuentes',
  messageList: 'Conversación',
  starters: 'Preguntas sugeridas',
  createAgent: 'Crea tu agente',
  demoBadge: 'Demo pública',
  agentInfo: 'Información del agente',
  model: 'Modelo',
  provider: 'Proveedor',
  offlineModel: 'Modelo integrado sin conexión',
  version: 'Versión',
  published: 'Publicado',
  personality: 'Personalidad',
  createdWith: 'Creado con {product}',
  liveChat: 'Chat en vivo',
  newDemo: 'Nueva Demo',
  demoClosing: 'Conversación finalizada. ¡Gracias por probar la demo!',
  widgetDemo: 'Demo del widget',
  widgetSandboxed: 'Se ejecuta en un marco aislado, sin acceso a este sitio.',
  widgetNotFoundTitle: 'Widget no encontrado',
  widgetNotFound: 'El widget que buscas no existe o no es público.',
  rateReply: 'Valora esta respuesta',
  helpful: 'Útil',
  notHelpful: 'No útil',
  feedbackComment: 'Cuéntanos más (opcional)',
  feedbackThanks: 'Gracias por tu opinión',
  feedbackError: 'No se pudo enviar tu opinión. Inténtalo de nuevo.',
};

export const DICTIONARIES: Record<Lang, Dictionary> = { en, es };
export type Lang = 'en' | 'es';

export type Translate = (key: MessageKey, vars?: Record<string, string>) => string;

export function toLang(value: string | null | undefined): Lang | null {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('es')) return 'es';
  if (v.startsWith('en')) return 'en';
  return null;
}

export function translator(lang: Lang): Translate {
  const dict = DICTIONARIES[lang];
  return (key, vars) => dict[key].replace(/\{(\w+)\}/g, (m, name: string) => vars?.[name] ?? m);
}

/**
 * Before the agent's language is known (loading, not found): ?lang=, then the language the
 * visitor chose in the app on this site, then the browser's.
 */
export function initialLang(search: string): Lang {
  const fromQuery = toLang(new URLSearchParams(search).get('lang'));
  if (fromQuery) return fromQuery;
  try {
    const stored = toLang(localStorage.getItem('language'));
    if (stored) return stored;
  } catch {
    // storage blocked (third-party iframe): fall through
  }
  return toLang(navigator.language) ?? 'en';
}
