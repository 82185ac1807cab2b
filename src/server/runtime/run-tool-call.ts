import { TOOL_OUTPUT_MAX_CHARS, TOOL_TIMEOUT_DEFAULT_MS } from '../../common/tools';
import type { RagSource, RunStep } from '../../common/testing';
import type { ToolCallRequest } from '../models/model-calls/index';
import { HeldCall, type ToolSet } from '../tools/index';

/** how much of a tool's output a run's steps keep */
const STEP_OUTPUT_MAX_CHARS = 2000;
const SECRET_ARGUMENT = /pass(word)?|secret|token|api[-_]?key|authorization|card|cvv|ssn/i;

export interface ToolCallOutcome {
  step: RunStep;
  /** what the model reads back */
  content: string;
  sources: RagSource[];
  /** the call waits for a person: what the visitor is told; the turn stops here */
  held?: string;
}

/** Arguments as a run's steps store them: values under secret-looking names masked. */
export function maskArguments(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskArguments(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_ARGUMENT.test(k) ? '••••' : maskArguments(v, depth + 1)]));
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}

/** The tool's output as a step keeps it: small values whole, large ones as a clipped text. */
function summarise(output: unknown): unknown {
  const text = JSON.stringify(output ?? null);
  return text.length <= STEP_OUTPUT_MAX_CHARS ? output : clip(text, STEP_OUTPUT_MAX_CHARS);
}

class ToolTimeoutError extends Error {}

async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>, ms: number, parent: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const onParent = () => controller.abort(parent.reason);
  parent.addEventListener('abort', onParent, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ToolTimeoutError(`The tool did not finish within ${Math.round(ms / 100) / 10} s.`));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
    parent.removeEventListener('abort', onParent);
  }
}

/**
 * Runs one tool call: arguments parsed and checked against the tool's schema, the tool's timeout
 * applied. Any failure becomes the tool's answer ({ error }), so the model can recover.
 */
export async function runToolCall(tools: ToolSet, call: ToolCallRequest, signal: AbortSignal, now: () => number): Promise<ToolCallOutcome> {
  const startedAt = new Date(now()).toISOString();
  // sub-millisecond: the platform's own time per call is a benchmarked target
  const t0 = performance.now();
  const elapsed = () => Math.round((performance.now() - t0) * 100) / 100;
  let input: unknown = call.arguments;
  try {
    const tool = tools[call.name];
    if (!tool) throw new Error(`There is no tool named "${call.name}".`);
    try {
      input = JSON.parse(call.arguments || '{}');
    } catch {
      throw new Error('The tool arguments are not valid JSON.');
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('The tool arguments must be a JSON object.');
    const args = input as Record<string, unknown>;
    const problem = tool.validate?.(args);
    if (problem) throw new Error(problem);
    const output = await withTimeout((s) => tool.execute(args, { signal: s }), tool.timeoutMs ?? TOOL_TIMEOUT_DEFAULT_MS, signal);
    if (output instanceof HeldCall) {
      return {
        step: { type: 'tool', name: call.name, startedAt, durationMs: elapsed(), status: 'success', input: maskArguments(input), output: { heldForApproval: output.approvalId } },
        content: JSON.stringify({ status: 'waiting_for_approval' }),
        sources: [],
        held: output.message,
      };
    }
    const sources = tool.sourcesOf?.(output) ?? [];
    return {
      step: { type: 'tool', name: call.name, startedAt, durationMs: elapsed(), status: 'success', input: maskArguments(input), output: summarise(output) },
      content: clip(JSON.stringify(output ?? null), TOOL_OUTPUT_MAX_CHARS),
      sources,
    };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return {
      step: { type: 'tool', name: call.name, startedAt, durationMs: elapsed(), status: 'error', input: maskArguments(input), error },
      content: JSON.stringify({ error }),
      sources: [],
    };
  }
}
