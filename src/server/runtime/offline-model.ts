import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { OFFLINE_MODEL } from '../../common/catalogues';
import { defaultFallbackMessage } from '../../common/fallback-message';
import { END_CONVERSATION_TOOL } from '../tools/index';
import { answerFromPassages } from './offline-answer';
import { passagesFrom } from './offline-passages';
import { smallTalkLanguage, smallTalkOf } from './offline-small-talk';
import { meaningfulStems } from './offline-words';
import { FALLBACK_FENCE, FALLBACK_HEADER } from './system-prompt';

const approxTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((p: { type?: string; text?: string }) => (p.type === 'text' ? (p.text ?? '') : '')).join(' ');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FALLBACK_IN_PROMPT = new RegExp(`^${escapeRegExp(FALLBACK_HEADER)}\\n[^\\n]*\\n${FALLBACK_FENCE}\\n([\\s\\S]*?)\\n${FALLBACK_FENCE}$`, 'm');

/** The owner's "no answer found" message, as buildSystemPrompt wrote it; null in a prompt without one. */
export function fallbackFrom(system: string): string | null {
  return FALLBACK_IN_PROMPT.exec(system)?.[1]?.trim() || null;
}

const REPLIES = {
  en: {
    greeting: (name: string) => `Hello! I'm ${name}. How can I help you today?`,
    thanks: "You're welcome! Is there anything else I can help you with?",
    goodbye: 'Thank you for your time! Have a great day.',
    assistant: 'your assistant',
    hint: '(Answer from the built-in offline model: add an API key in Settings > API Keys for full answers.)',
  },
  es: {
    greeting: (name: string) => `¡Hola! Soy ${name}. ¿En qué puedo ayudarte hoy?`,
    thanks: '¡De nada! ¿Puedo ayudarte en algo más?',
    goodbye: '¡Gracias por tu tiempo! Que tengas un buen día.',
    assistant: 'tu asistente',
    hint: '(Respuesta del modelo integrado sin conexión: añade una clave de API en Configuración > Claves API para obtener respuestas completas.)',
  },
};

/**
 * The reply of the built-in model for one turn, decided only by the prompt: it closes the
 * conversation on a goodbye, answers a greeting or thanks as such (even when the knowledge base
 * matches its words), and otherwise answers with whole sentences of the knowledge passages, or
 * with the owner's fallback message when none answers. It never invents facts, and never shows
 * the passages' labels or titles: the sources are listed under the answer. Its hint to add an API
 * key is for the owner (Testing Console) only, never for visitors.
 */
export function decideOfflineReply(prompt: LanguageModelV3Prompt, hasEndTool: boolean, ownerHint: boolean): { text: string } | { endCall: true } {
  const system = prompt.filter((m) => m.role === 'system').map((m) => textOf(m.content)).join('\n');
  const language = /Reply in Spanish/.test(system) ? 'es' : 'en';
  const last = prompt[prompt.length - 1];
  const lastUser = [...prompt].reverse().find((m) => m.role === 'user');
  const question = textOf(lastUser?.content ?? '');

  if (last?.role === 'tool') return { text: REPLIES[language].goodbye };
  const smallTalk = smallTalkOf(question);
  if (smallTalk === 'goodbye' && hasEndTool) return { endCall: true };
  if (smallTalk || meaningfulStems(question).size === 0) {
    const replies = REPLIES[smallTalkLanguage(question) ?? language];
    if (smallTalk === 'goodbye') return { text: replies.goodbye };
    if (smallTalk === 'thanks') return { text: replies.thanks };
    const name = /You are ([^,.\n]+)/.exec(system)?.[1]?.trim() ?? replies.assistant;
    return { text: replies.greeting(name) };
  }
  const answer = answerFromPassages(passagesFrom(system), question);
  if (answer) return { text: answer };
  const fallback = fallbackFrom(system) ?? defaultFallbackMessage(language);
  return { text: ownerHint ? `${fallback} ${REPLIES[language].hint}` : fallback };
}

function usage(input: number, output: number): LanguageModelV3Usage {
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: output, text: output, reasoning: 0 },
  };
}

/** AI SDK model that needs no key or network: a fresh install answers from its knowledge base. */
export class OfflineModel implements LanguageModelV3 {
  readonly specificationVersion = 'v3' as const;
  readonly provider = OFFLINE_MODEL.provider;
  readonly modelId = OFFLINE_MODEL.model;
  readonly supportedUrls = {};

  /** ownerHint: add the "add an API key" hint when nothing is found (the owner's Testing Console) */
  constructor(private readonly options: { ownerHint: boolean }) {}

  private respond(options: LanguageModelV3CallOptions): { content: LanguageModelV3Content[]; inTokens: number; outTokens: number } {
    const hasEndTool = (options.tools ?? []).some((t) => t.name === END_CONVERSATION_TOOL);
    const decision = decideOfflineReply(options.prompt, hasEndTool, this.options.ownerHint);
    const inTokens = approxTokens(options.prompt.map((m) => textOf(m.content)).join('\n'));
    if ('endCall' in decision) {
      const call: LanguageModelV3Content = { type: 'tool-call', toolCallId: `offline-${Date.now()}`, toolName: END_CONVERSATION_TOOL, input: '{}' };
      return { content: [call], inTokens, outTokens: 5 };
    }
    return { content: [{ type: 'text', text: decision.text }], inTokens, outTokens: approxTokens(decision.text) };
  }

  async doGenerate(options: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> {
    const r = this.respond(options);
    const toolCall = r.content.some((c) => c.type === 'tool-call');
    return {
      content: r.content,
      finishReason: { unified: toolCall ? 'tool-calls' : 'stop', raw: undefined },
      usage: usage(r.inTokens, r.outTokens),
      warnings: [],
    };
  }

  async doStream(options: LanguageModelV3CallOptions) {
    const r = this.respond(options);
    const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
    for (const c of r.content) {
      if (c.type === 'text') {
        parts.push({ type: 'text-start', id: 't1' });
        for (const piece of c.text.match(/\S+\s*/g) ?? []) parts.push({ type: 'text-delta', id: 't1', delta: piece });
        parts.push({ type: 'text-end', id: 't1' });
      } else if (c.type === 'tool-call') {
        parts.push(c);
      }
    }
    const toolCall = r.content.some((c) => c.type === 'tool-call');
    parts.push({ type: 'finish', usage: usage(r.inTokens, r.outTokens), finishReason: { unified: toolCall ? 'tool-calls' : 'stop', raw: undefined } });
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        for (const p of parts) controller.enqueue(p);
        controller.close();
      },
    });
    return { stream };
  }
}
