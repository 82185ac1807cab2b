import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { OFFLINE_MODEL } from '../../../common/catalogues';
import { END_CONVERSATION_TOOL } from './end-conversation-tool';
import { KNOWLEDGE_HEADER } from './system-prompt';

const GOODBYE = /\b(bye|goodbye|see you|that'?s all|adi[oó]s|chao|hasta luego|eso es todo)\b/i;
// a message that is only a greeting, however punctuated ("¡Hola!", "Hello there!", "buenas tardes, ¿qué tal?")
const GREETING_ONLY =
  /^[\s¡!¿?.,]*(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening|day)|hola|buenas|buen d[ií]a|buenos d[ií]as|buenas (tardes|noches)|saludos)(\s+(there|everyone|all|a todos))?([\s,.!¡¿?]+(how are you|how's it going|qu[eé] tal|c[oó]mo est[aá]s|c[oó]mo va))?[\s!.?]*$/i;
const STOPWORDS = new Set(
  'the a an and or of to in on for with is are was were be what which who how do does did can i you it this that my your our we me de la el los las y o en un una que es por para con se del al lo como cual qué cómo'.split(' '),
);

const approxTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));
const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w));

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((p: { type?: string; text?: string }) => (p.type === 'text' ? (p.text ?? '') : '')).join(' ');
}

interface Passage {
  label: string;
  title: string;
  body: string;
}

/** Reads back the passages that buildSystemPrompt put under the knowledge header. */
function passagesFrom(system: string): Passage[] {
  const at = system.indexOf(KNOWLEDGE_HEADER);
  if (at < 0) return [];
  const block = system.slice(at + KNOWLEDGE_HEADER.length);
  // passages hold blank lines of their own: one ends only where the next label starts, or at the end
  return [...block.matchAll(/^\[(\d+)\] ([^\n]*)\n([\s\S]*?)(?=\n\n\[\d+\] |(?![\s\S]))/gm)].map((m) => ({
    label: `[${m[1]}]`,
    title: m[2].replace(/ \(https?:[^)]*\)$/, ''),
    body: m[3].trim(),
  }));
}

function bestSentences(passage: Passage, question: string[]): string {
  const sentences = passage.body
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s && !/^#{1,6}\s/.test(s));
  const scored = sentences.map((s, i) => ({ s, i, score: words(s).filter((w) => question.includes(w)).length }));
  const top = scored.sort((a, b) => b.score - a.score || a.i - b.i).slice(0, 2).sort((a, b) => a.i - b.i);
  return top.map((t) => t.s).join(' ');
}

/**
 * The reply of the built-in model for one turn, decided only by the prompt: it closes the
 * conversation on a goodbye, greets on a greeting (even when the knowledge base matches its
 * words), and otherwise quotes the best knowledge passage. It never invents facts. Its hint to add
 * an API key is for the owner (Testing Console) only, never for visitors.
 */
export function decideOfflineReply(prompt: LanguageModelV3Prompt, hasEndTool: boolean, ownerHint: boolean): { text: string } | { endCall: true } {
  const system = prompt.filter((m) => m.role === 'system').map((m) => textOf(m.content)).join('\n');
  const spanish = /Reply in Spanish/.test(system);
  const last = prompt[prompt.length - 1];
  const lastUser = [...prompt].reverse().find((m) => m.role === 'user');
  const question = textOf(lastUser?.content ?? '');
  const name = /You are ([^,.\n]+)/.exec(system)?.[1]?.trim() ?? (spanish ? 'tu asistente' : 'your assistant');

  if (last?.role === 'tool') {
    return { text: spanish ? '¡Gracias por tu tiempo! Que tengas un buen día.' : 'Thank you for your time! Have a great day.' };
  }
  if (hasEndTool && GOODBYE.test(question)) return { endCall: true };

  if (GREETING_ONLY.test(question) || !words(question).length) {
    return {
      text: spanish
        ? `¡Hola! Soy ${name}. ¿En qué puedo ayudarte hoy?`
        : `Hello! I'm ${name}. How can I help you today?`,
    };
  }
  // passages come best first (the retrieval's ranking): the first one that shares a word is quoted
  const q = words(question);
  const best = passagesFrom(system).find((p) => words(`${p.title} ${p.body}`).some((w) => q.includes(w)));
  if (best) {
    const intro = spanish ? `Según «${best.title}»` : `According to "${best.title}"`;
    return { text: `${intro} ${best.label}: ${bestSentences(best, q)}` };
  }
  const notFound = spanish ? 'No encuentro información sobre eso en mi base de conocimiento.' : "I couldn't find anything about that in my knowledge base.";
  if (!ownerHint) return { text: notFound };
  return {
    text: spanish
      ? `${notFound} (Respuesta del modelo integrado sin conexión: añade una clave de API en Configuración > Claves de API para obtener respuestas completas.)`
      : `${notFound} (Answer from the built-in offline model: add an API key in Settings > API Keys for full answers.)`,
  };
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
