import type { BlockedTopic } from '../../../common/guardrails';
import { normalizeForChecks } from './normalize';

export interface TopicFinding {
  topic: string;
  keyword: string;
}

/**
 * A blocked topic the visitor's message is about, by the owner's keywords: a keyword matches as
 * whole words, accents and case aside ("reembolso" matches "Reembolsó"; "art" does not match "start").
 */
export function detectTopic(text: string, topics: BlockedTopic[]): TopicFinding | null {
  const normalized = ` ${normalizeForChecks(text)} `;
  for (const topic of topics) {
    for (const keyword of topic.keywords) {
      const k = normalizeForChecks(keyword);
      if (k && normalized.includes(` ${k} `)) return { topic: topic.description, keyword };
    }
  }
  return null;
}
