import { itemProblem, type ItemProblem } from '../../common/knowledge';

/** An item's metadata with its failure code set (or cleared with null); the rest is kept. */
export function withProblem(metadata: unknown, problem: ItemProblem | null): Record<string, unknown> {
  const { problem: _previous, ...rest } = (metadata ?? {}) as Record<string, unknown>;
  return problem ? { ...rest, problem } : rest;
}

/** The failure code stored in an item's metadata, if any. */
export function problemIn(metadata: unknown): ItemProblem | null {
  const stored = (metadata as { problem?: unknown } | null)?.problem;
  return stored === undefined ? null : itemProblem.nullable().catch(null).parse(stored);
}
