import type { LanguageModel } from 'ai';
import { datasetSettings, DATASET_DEFAULTS } from '../../common/knowledge';
import type { AppDeps } from '../platform/deps';
import type { Retrieve } from './passages';
import { resolveEmbedder } from './embeddings';
import { datasetHasChunks, datasetLanguages } from './full-text-search';
import { findDataset } from './queries';
import { rerankPassages } from './rerank';
import { rewriteQuestion } from './query-rewrite';
import { searchDataset } from './retrieval';
import { detectQuestionLanguage } from './text-search';

/**
 * The runtime's retrieval step for an agent's dataset: with a real model the question is first
 * rewritten into search terms (the original words are kept too) and translated into the
 * dataset's other languages, each searched in its own language and fused; then optionally
 * reranked, and cut to the dataset's top K.
 */
export function createRetriever(deps: AppDeps, target: { projectId: string; datasetId: string; model: LanguageModel | null }): Retrieve {
  return async (question, history) => {
    const dataset = await findDataset(deps.db, target.datasetId);
    // an empty dataset costs the turn nothing: no rewrite, no search, no step
    if (!dataset || !(await datasetHasChunks(deps.db, dataset.id))) return null;
    const settings = datasetSettings.catch(DATASET_DEFAULTS).parse(dataset.settings);
    const languages = await datasetLanguages(deps.db, dataset.id);
    const language = detectQuestionLanguage(question) ?? languages[0] ?? null;
    // without a model nothing is translated (nothing is invented)
    const rewrite = target.model
      ? await rewriteQuestion(target.model, question, history, languages.filter((l) => l !== language))
      : { query: question, translations: [], tokensIn: 0, tokensOut: 0 };
    const query = rewrite.query === question ? question : `${question} ${rewrite.query}`;
    // while the dataset is re-embedded its vectors are incomplete: full text answers until it is done
    const embedder = dataset.embeddingTarget ? null : await resolveEmbedder(deps, target.projectId);
    let passages = await searchDataset(deps.db, { datasetId: dataset.id, question: query, language, translations: rewrite.translations, topK: settings.topK, embedder });
    const searchQuery = [query, ...rewrite.translations.map((t) => t.text)].join(' · ');
    let tokensIn = rewrite.tokensIn;
    let tokensOut = rewrite.tokensOut;
    if (settings.rerank && target.model) {
      const reranked = await rerankPassages(target.model, question, passages);
      passages = reranked.passages;
      tokensIn += reranked.tokensIn;
      tokensOut += reranked.tokensOut;
    }
    return { passages: passages.slice(0, settings.topK), searchQuery, tokensIn, tokensOut };
  };
}
