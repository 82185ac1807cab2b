import { UNANSWERED_GROUP_SIMILARITY } from '../../../common/unanswered';

/**
 * Open groups of one agent's unanswered questions, ready to take more: each group is read as its
 * first question's content words, and a question joins the group whose words it shares most
 * (Dice: twice the shared words over the words of both), when that reaches the threshold.
 * Only the groups holding one of the question's words are visited, so 100,000 questions group
 * in one pass.
 */
export class GroupIndex {
  private readonly sizes: number[] = [];
  private readonly ids: string[] = [];
  private readonly postings = new Map<string, number[]>();

  add(id: string, words: readonly string[]): void {
    const unique = new Set(words);
    const at = this.ids.push(id) - 1;
    this.sizes.push(unique.size);
    for (const word of unique) {
      const list = this.postings.get(word);
      if (list) list.push(at);
      else this.postings.set(word, [at]);
    }
  }

  /** The group the question belongs to, or null when none is similar enough. */
  find(words: readonly string[]): string | null {
    const unique = new Set(words);
    const shared = new Map<number, number>();
    for (const word of unique) for (const at of this.postings.get(word) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
    let best = -1;
    let bestScore = 0;
    for (const [at, n] of shared) {
      const score = (2 * n) / (unique.size + this.sizes[at]);
      if (score > bestScore) {
        best = at;
        bestScore = score;
      }
    }
    return best >= 0 && bestScore >= UNANSWERED_GROUP_SIMILARITY ? this.ids[best] : null;
  }
}

/** Words of courtesy that say nothing was asked ("thanks", "ok", "bye", "gracias"): such a message is no question. */
const COURTESY = new Set(['thank', 'thx', 'bye', 'goodby', 'ok', 'okay', 'great', 'cool', 'yes', 'no', 'graci', 'adi', 'vale', 'si', 'perfect', 'perfecto', 'bien']);

export function isQuestion(words: readonly string[]): boolean {
  return words.some((w) => !COURTESY.has(w.slice(3)));
}
