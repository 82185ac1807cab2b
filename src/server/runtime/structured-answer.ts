import { APICallError } from '@ai-sdk/provider';
import { generateText, tool, ToolChoiceViolationError, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { StructuredBy } from '../../common/testing';
import { readJsonFromText } from './json-repair';


/** Neither the tool call nor the text held an answer that fits the schema: the caller's built-in rules answer. */
export class UnreadableAnswerError extends Error {
  constructor() {
    super('The model answered, but not in the expected shape.');
    this.name = 'UnreadableAnswerError';
  }
}

export interface StructuredRequest<T> {
  model: LanguageModel;
  schema: z.ZodType<T>;
  /** the forced tool's name, e.g. 'submit_review' */
  name: string;
  description: string;
  system: string;
  prompt: string;
  timeoutMs: number;
}

export interface StructuredAnswer<T> {
  value: T;
  structuredBy: StructuredBy;
  tokensIn: number;
  tokensOut: number;
}

/**
 * A 4xx other than auth or rate limiting: the server does not take this request's shape (e.g.
 * `tools` or `tool_choice` on a small local server), so the next way is worth a try.
 */
function refusedRequestShape(err: unknown): boolean {
  if (!APICallError.isInstance(err)) return false;
  const status = err.statusCode ?? 0;
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/**
 * Structured output that needs no `response_format`: first a forced tool call whose arguments are
 * the answer; when the server refuses tools or answers text instead, the model is asked for JSON
 * text, read as is or repaired. Provider failures (key, limits, outages) are thrown as they are.
 */
export async function generateStructured<T>(req: StructuredRequest<T>): Promise<StructuredAnswer<T>> {
  const common = { model: req.model, maxRetries: 1, temperature: 0 } as const;
  const fromText = (text: string, tokensIn: number, tokensOut: number): StructuredAnswer<T> | null => {
    const reading = readJsonFromText(text);
    const parsed = reading && req.schema.safeParse(reading.value);
    return reading && parsed?.success ? { value: parsed.data, structuredBy: reading.repaired ? 'repaired_text' : 'json_text', tokensIn, tokensOut } : null;
  };
  let tokensIn = 0;
  let tokensOut = 0;
  try {
    const viaTool = await generateText({
      ...common,
      system: req.system,
      prompt: req.prompt,
      tools: { [req.name]: tool({ description: req.description, inputSchema: req.schema }) },
      toolChoice: { type: 'tool', toolName: req.name },
      abortSignal: AbortSignal.timeout(req.timeoutMs),
    });
    tokensIn += viaTool.usage.inputTokens ?? 0;
    tokensOut += viaTool.usage.outputTokens ?? 0;
    const parsed = req.schema.safeParse(viaTool.toolCalls[0]?.input);
    if (parsed.success) return { value: parsed.data, structuredBy: 'tool_call', tokensIn, tokensOut };
  } catch (err) {
    // the model wrote text instead of calling the tool: that text may be the answer
    if (ToolChoiceViolationError.isInstance(err)) {
      const text = err.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      const answer = fromText(text, tokensIn, tokensOut);
      if (answer) return answer;
    } else if (!refusedRequestShape(err)) throw err;
  }
  const viaText = await generateText({
    ...common,
    system: `${req.system}\n\nAnswer with one JSON object only, no prose and no code fences, matching this JSON Schema:\n${JSON.stringify(z.toJSONSchema(req.schema))}`,
    prompt: req.prompt,
    abortSignal: AbortSignal.timeout(req.timeoutMs),
  });
  const answer = fromText(viaText.text, tokensIn + (viaText.usage.inputTokens ?? 0), tokensOut + (viaText.usage.outputTokens ?? 0));
  if (!answer) throw new UnreadableAnswerError();
  return answer;
}
