import { generateText, type LanguageModel } from 'ai';
import type { RetrievedPassage } from './passages';

const RERANK_TIMEOUT_MS = 10_000;

/**
 * Optional rerank (dataset setting): the agent's model orders the candidates by usefulness for
 * the question. Passages it does not name keep their order after the ones it does; any failure
 * keeps the retrieval order.
 */
export async function rerankPassages(model: LanguageModel, question: string, passages: RetrievedPassage[]): Promise<{ passages: RetrievedPassage[]; tokensIn: number; tokensOut: number }> {
  if (passages.length < 2) return { passages, tokensIn: 0, tokensOut: 0 };
  const list = passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.content.slice(0, 400)}`).join('\n\n');
  try {
    const result = await generateText({
      model,
      system: 'You rank passages by how well they answer a question. Answer only with passage numbers, most useful first, comma-separated. Leave out passages that do not help.',
      prompt: `Question: ${question}\n\nPassages:\n${list}`,
      maxOutputTokens: 80,
      temperature: 0,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(RERANK_TIMEOUT_MS),
    });
    const picked = [...new Set((result.text.match(/\d+/g) ?? []).map(Number).filter((n) => n >= 1 && n <= passages.length))];
    const rest = passages.filter((_, i) => !picked.includes(i + 1));
    return { passages: [...picked.map((n) => passages[n - 1]), ...rest], tokensIn: result.usage.inputTokens ?? 0, tokensOut: result.usage.outputTokens ?? 0 };
  } catch {
    return { passages, tokensIn: 0, tokensOut: 0 };
  }
}
