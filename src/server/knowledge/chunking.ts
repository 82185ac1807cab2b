import { createPacer, type Pace } from '../platform/event-loop-pacer';
import { countTokensWithin, encodeBounded, encodeInWindows, type Tokenizer } from './token-windows';

export interface ChunkOptions {
  chunkSize: number;
  chunkOverlap: number;
}

export interface TextChunk {
  content: string;
  tokenCount: number;
  /** the nearest heading above the chunk's start */
  heading: string | null;
}

interface Piece {
  text: string;
  tokens: number;
  heading: string | null;
  /** a heading line: a good place to start a chunk */
  isHeading: boolean;
}

let tokenizer: Promise<Tokenizer> | null = null;
// cl100k_base is the encoding of OpenAI's embedding models; loaded on first use (about 60 MB).
const loadTokenizer = () => (tokenizer ??= import('gpt-tokenizer/encoding/cl100k_base'));

const SENTENCE_END = /(?<=[.!?。])\s+(?=\S)/u;
const HEADING = /^#{1,6}\s+(.+)$/;
const FENCE = /^(?:```|~~~)/gm;

/**
 * Splits text into chunks of at most chunkSize tokens, cutting at headings and paragraphs when it
 * can, then at sentences, and only as a last resort inside a sentence. Each chunk after the
 * first repeats about chunkOverlap tokens of its predecessor.
 *
 * Text of any shape is tokenised in bounded windows with pauses between them (see
 * token-windows.ts), so a large or odd document never holds the event loop for long.
 */
export async function chunkText(text: string, opts: ChunkOptions): Promise<TextChunk[]> {
  const tok = await loadTokenizer();
  const pace = createPacer();
  const pieces = await splitPieces(text, opts.chunkSize, tok, pace);
  const chunks: TextChunk[] = [];
  let current: Piece[] = [];
  let size = 0;

  const flush = async () => {
    if (!current.some((p) => !p.isHeading)) return;
    chunks.push({ content: current.map((p) => p.text).join('\n\n'), tokenCount: size, heading: current[0].heading });
    const carried = await overlapTail(current, opts.chunkOverlap, tok, pace);
    current = carried;
    size = carried.reduce((n, p) => n + p.tokens, 0);
  };

  for (const piece of pieces) {
    const startsSection = piece.isHeading && size >= opts.chunkSize * 0.3;
    if (size > 0 && (size + piece.tokens > opts.chunkSize || startsSection)) {
      await flush();
      // a heading starts its section afresh, without the previous section's tail
      if (piece.isHeading) {
        current = [];
        size = 0;
      }
    }
    current.push(piece);
    size += piece.tokens;
  }
  await flush();
  return chunks;
}

async function splitPieces(text: string, chunkSize: number, tok: Tokenizer, pace: Pace): Promise<Piece[]> {
  const pieces: Piece[] = [];
  let heading: string | null = null;
  let inFence = false;
  for (const raw of text.split(/\n\s*\n/)) {
    const block = raw.trim();
    if (!block) continue;
    // a code block may hold blank lines: a `#` line inside it is a comment, not a heading
    const startsInFence = inFence;
    if ((block.match(FENCE)?.length ?? 0) % 2 === 1) inFence = !inFence;
    // null when the block is longer than a chunk: only then is it read sentence by sentence
    const tokens = await countTokensWithin(tok, block, chunkSize, pace);
    if (tokens === null) {
      for (const sentence of block.split(SENTENCE_END)) {
        for await (const part of cutSentence(sentence, chunkSize, tok, pace)) pieces.push({ ...part, heading, isHeading: false });
      }
      continue;
    }
    const headingMatch = startsInFence || block.includes('\n') ? null : HEADING.exec(block);
    if (headingMatch) heading = headingMatch[1].trim();
    pieces.push({ text: block, tokens, heading, isHeading: headingMatch !== null });
  }
  return pieces;
}

/** The sentence whole when it fits in a chunk, else cut every chunkSize tokens (a last resort). */
async function* cutSentence(sentence: string, chunkSize: number, tok: Tokenizer, pace: Pace): AsyncGenerator<{ text: string; tokens: number }> {
  let pending: number[] = [];
  let cut = false;
  for await (const ids of encodeInWindows(tok, sentence, pace)) {
    for (const id of ids) pending.push(id);
    while (pending.length > chunkSize) {
      yield { text: tok.decode(pending.slice(0, chunkSize)), tokens: chunkSize };
      pending = pending.slice(chunkSize);
      cut = true;
    }
  }
  if (!cut) yield { text: sentence, tokens: pending.length };
  else if (pending.length > 0) yield { text: tok.decode(pending), tokens: pending.length };
}

/** The last pieces of a chunk that fit in `overlap` tokens, cutting the first of them if needed. */
async function overlapTail(pieces: Piece[], overlap: number, tok: Tokenizer, pace: Pace): Promise<Piece[]> {
  if (overlap <= 0) return [];
  const tail: Piece[] = [];
  let size = 0;
  for (let i = pieces.length - 1; i >= 0; i--) {
    const p = pieces[i];
    if (p.isHeading) break;
    if (size + p.tokens <= overlap) {
      tail.unshift(p);
      size += p.tokens;
      continue;
    }
    const ids = await encodeBounded(tok, p.text, pace);
    const keep = overlap - size;
    if (keep > 0) tail.unshift({ ...p, text: tok.decode(ids.slice(ids.length - keep)).trimStart(), tokens: keep });
    break;
  }
  return tail;
}
