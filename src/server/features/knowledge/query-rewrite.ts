import { generateText, type LanguageModel } from 'ai';
import type { ChatMessage } from '../runtime/types';

const REWRITE_TIMEOUT_MS = 8_000;
const PROMPT = `You turn a user's latest message into a search query for a company's knowledge base.
Use the conversation to resolve references ("it", "that one"). Answer with the query only: the key terms, plus common synonyms, in the user's language and in English when different. No sentence, no quotes, at most 20 words.`;

export interface Rewrite {
  query: string;
  tokensIn: number;
  tokensOut: number;
}

/** The agent's own model rewrites the question into search terms; on any failure the question is used as it is. */
export async function rewriteQuestion(model: LanguageModel, question: string, history: ChatMessage[]): Promise<Rewrite> {
  const context = history
    .slice(-4)
    .map((m) => `${m.role}: ${m.content.slice(0, 500)}`)
    .join('\n');
  try {
    const result = await generateText({
      model,
      system: PROMPT,
      prompt: `${context ? `Conversation so far:\n${context}\n\n` : ''}Latest message: ${question}`,
      maxOutputTokens: 60,
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(REWRITE_TIMEOUT_MS),
    });
    const query = result.text.replace(/\s+/g, ' ').trim().slice(0, 300);
    return { query: query || question, tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 };
  } catch {
    return { query: question, tokensIn: 0, tokensOut: 0 };
  }
}
