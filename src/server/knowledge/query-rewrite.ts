import { generateText, type LanguageModel } from 'ai';
import type { ChatMessage } from '../models/model-calls/index';
import type { SearchLanguage } from './text-search';

const REWRITE_TIMEOUT_MS = 8_000;
const PROMPT = `You turn a user's latest message into a search query for a company's knowledge base.
Use the conversation to resolve references ("it", "that one"). Answer with the query only: the key terms, plus common synonyms, in the user's language. No sentence, no quotes, at most 20 words.`;
const TRANSLATIONS = (languages: SearchLanguage[]) =>
  `\nThe knowledge base is also written in ${languages.join(' and ')}: after the query, add one line per language with the same query translated, as ${languages.map((l) => `"${l}: <terms>"`).join(' and ')}.`;

export interface Rewrite {
  query: string;
  /** the query in the dataset's other languages, each searched with its own stemmer */
  translations: { language: SearchLanguage; text: string }[];
  tokensIn: number;
  tokensOut: number;
}

const TRANSLATION_LINE = /^\s*(english|spanish)\s*:\s*(.+)$/i;

/** The query line and the translation lines of the model's answer. */
export function parseRewrite(text: string, wanted: SearchLanguage[]): Pick<Rewrite, 'query' | 'translations'> {
  let query = '';
  const translations: Rewrite['translations'] = [];
  for (const line of text.split('\n')) {
    const translation = TRANSLATION_LINE.exec(line);
    const language = translation?.[1].toLowerCase() as SearchLanguage | undefined;
    if (translation && language && wanted.includes(language) && !translations.some((t) => t.language === language)) {
      translations.push({ language, text: translation[2].trim().slice(0, 300) });
    } else if (!translation && !query && line.trim()) {
      query = line.replace(/\s+/g, ' ').trim().slice(0, 300);
    }
  }
  return { query, translations };
}

/**
 * The agent's own model rewrites the question into search terms, and translates them into the
 * dataset's other languages; on any failure the question is used as it is, untranslated.
 */
export async function rewriteQuestion(model: LanguageModel, question: string, history: ChatMessage[], otherLanguages: SearchLanguage[] = []): Promise<Rewrite> {
  const context = history
    .slice(-4)
    .map((m) => `${m.role}: ${m.content.slice(0, 500)}`)
    .join('\n');
  try {
    const result = await generateText({
      model,
      system: PROMPT + (otherLanguages.length ? TRANSLATIONS(otherLanguages) : ''),
      prompt: `${context ? `Conversation so far:\n${context}\n\n` : ''}Latest message: ${question}`,
      maxOutputTokens: 60 + 40 * otherLanguages.length,
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(REWRITE_TIMEOUT_MS),
    });
    const { query, translations } = parseRewrite(result.text, otherLanguages);
    return { query: query || question, translations, tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 };
  } catch {
    return { query: question, translations: [], tokensIn: 0, tokensOut: 0 };
  }
}
