import { z } from 'zod';

/** Limits of a function tool: the owner's JavaScript runs in a QuickJS WebAssembly sandbox (ADR 0024). */
export const FUNCTION_TOOL_LIMITS = {
  codeMaxChars: 20000,
  timeoutDefaultMs: 5000,
  timeoutMaxMs: 10000,
  /** QuickJS heap of one call */
  memoryBytes: 32 * 1024 * 1024,
  /** QuickJS stack of one call: deep recursion ends with "stack overflow" */
  stackBytes: 512 * 1024,
} as const;

/** The body of `async function (args) { ... }`: it receives the arguments and returns a JSON value. */
export const functionCode = z
  .string()
  .max(FUNCTION_TOOL_LIMITS.codeMaxChars, { error: `At most ${FUNCTION_TOOL_LIMITS.codeMaxChars} characters` })
  .refine((code) => code.trim() !== '', { error: 'Required' });

export const functionTimeout = z
  .number()
  .int()
  .min(1000)
  .max(FUNCTION_TOOL_LIMITS.timeoutMaxMs, { error: `At most ${FUNCTION_TOOL_LIMITS.timeoutMaxMs} ms for a function tool` })
  .default(FUNCTION_TOOL_LIMITS.timeoutDefaultMs);
