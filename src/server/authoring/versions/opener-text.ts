import type { VersionOpener } from '../../../common/versions';

/** What an opener is built from: only what the public page already shows, plus the agent's description. */
export interface OpenerFacts {
  name: string;
  description: string | null;
  /** the prompt's public first 150 characters (the demo page shows them as 'personality') */
  personality: string;
  language: VersionOpener['language'];
}

export const OPENER_CHARS_MAX = 600;

const ROLE_MAX = 200;
/** "You are X, a ... for ..." / "Eres X, un ..." at the start of a prompt */
const ROLE = { en: /^\s*you are\s+([^.!?\n]{3,})/i, es: /^\s*(?:t[uú] )?eres\s+([^.!?\n]{3,})/i };

/** The role the prompt's first sentence gives the agent, to say in the first person; null when it does not start with one. */
function roleOf(personality: string, language: VersionOpener['language']): string | null {
  const match = ROLE[language].exec(personality) ?? ROLE.en.exec(personality);
  const role = match?.[1].trim().replace(/[,;:]$/, '');
  return role && role.length <= ROLE_MAX ? role : null;
}

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * The introduction the demo page opens with when no model writes one (the offline model, a
 * provider failure): the agent's name, its role from the prompt and what it helps with from its
 * description, in the agent's language. Deterministic, and never a "could not find" answer.
 */
export function composeOpener(facts: OpenerFacts): VersionOpener {
  const es = facts.language === 'es';
  const name = facts.name.trim() || (es ? 'tu asistente' : 'your assistant');
  const role = roleOf(facts.personality, facts.language);
  const parts: string[] = [];
  if (role && role.toLowerCase().startsWith(name.toLowerCase())) parts.push(es ? `¡Hola! Soy ${sentence(role)}` : `Hello! I'm ${sentence(role)}`);
  else if (role) parts.push(es ? `¡Hola! Soy ${name}, ${sentence(role)}` : `Hello! I'm ${name}, ${sentence(role)}`);
  else parts.push(es ? `¡Hola! Soy ${name}.` : `Hello! I'm ${name}.`);
  const description = facts.description?.trim().replace(/\s+/g, ' ');
  if (description) parts.push(es ? `En esto puedo ayudarte: ${sentence(description)}` : `Here is what I can help you with: ${sentence(description)}`);
  parts.push(es ? '¿En qué puedo ayudarte hoy?' : 'How can I help you today?');
  return { language: facts.language, text: trimOpener(parts.join(' ')) };
}

/** A model's opener, or a long description, cut to a readable size at a word boundary. */
export function trimOpener(text: string): string {
  const clean = text.trim().replace(/^["“«]|["”»]$/g, '').trim();
  if (clean.length <= OPENER_CHARS_MAX) return clean;
  const cut = clean.slice(0, OPENER_CHARS_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), OPENER_CHARS_MAX - 40)).trimEnd()}…`;
}

/** The request that asks the agent's own model, once per version, for its introduction. */
export function openerRequest(facts: OpenerFacts): string {
  const language = facts.language === 'es' ? 'Spanish' : 'English';
  return [
    `A visitor has just opened your public demo page and has not written anything yet.`,
    `Greet them and introduce yourself in two or three short sentences: say your name, "${facts.name}", and what you can help them with.`,
    `Do not invent facts, do not ask for personal data, and do not say that you could not find something.`,
    `Write in ${language}. Answer with the greeting only.`,
  ].join(' ');
}
