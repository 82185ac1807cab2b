import type { ChatMessage } from '../models/model-calls/index';

export interface RetrievedPassage {
  /** the item it comes from (a page's URL, a document's file name): cited once however many of its passages are used */
  source: string;
  title: string;
  url: string | null;
  /** 0-1 */
  score: number;
  content: string;
}

export interface Retrieval {
  passages: RetrievedPassage[];
  /** what was searched for (the question, plus the model's rewrite when there was one) */
  searchQuery: string;
  /** spent on rewriting and reranking, added to the turn's usage */
  tokensIn: number;
  tokensOut: number;
}

/** Finds passages for the user's message (the history lets a rewrite resolve references); null when there is nothing to search. */
export type Retrieve = (input: string, history: ChatMessage[]) => Promise<Retrieval | null>;
