/**
 * Keeps AI Analysis and Tune Up within the agent's Rules: a suggestion that would have the agent
 * do what a rule forbids ("Never offer discounts") is dropped, whoever wrote it (model or rules).
 */

const PROHIBITION = /\b(?:never|do not|don't|must not|mustn't|should not|shouldn't|no|avoid|nunca|jamás|no)\b\s+(.+)/i;
const NEGATION = /\b(never|not|don't|no|avoid|without|nunca|jamás|sin)\b/i;

// verbs and small words of a prohibition that say nothing about what is forbidden
const FILLER = new Set(
  'a an the any to of for or and with about your our their them you users user customers customer people offer offers give gives share mention provide promise discuss talk say tell make use reveal ever under circumstances allowed ofrezcas ofrecer des digas menciones hables compartas de la el los las un una al a y o sobre'.split(
    ' ',
  ),
);

const stem = (word: string) => word.toLowerCase().replace(/([^s])s$/, '$1');

/** Each prohibition in the rules as the words that name what is forbidden, e.g. [['discount']]. */
export function forbiddenTermSets(rules: string | null | undefined): string[][] {
  if (!rules) return [];
  return rules
    .split(/[\n.;!]+/)
    .map((sentence) => PROHIBITION.exec(sentence)?.[1] ?? '')
    .map((what) => (what.match(/\p{L}{3,}/gu) ?? []).filter((w) => !FILLER.has(w.toLowerCase())).map(stem))
    .filter((terms) => terms.length > 0);
}

/** True when a sentence of `text` names everything one prohibition forbids without itself negating it. */
export function contradictsRules(text: string, termSets: string[][]): boolean {
  return text.split(/[\n.;!?]+/).some((sentence) => {
    if (NEGATION.test(sentence)) return false;
    const words = new Set((sentence.match(/\p{L}{3,}/gu) ?? []).map(stem));
    return termSets.some((terms) => terms.every((t) => words.has(t)));
  });
}

/** The suggestions that do not contradict the rules. */
export function keepWithinRules<T extends { title: string; description: string; example: string }>(suggestions: T[], rules: string | null | undefined): T[] {
  const termSets = forbiddenTermSets(rules);
  if (termSets.length === 0) return suggestions;
  return suggestions.filter((s) => !contradictsRules(`${s.title}. ${s.description}. ${s.example}`, termSets));
}
