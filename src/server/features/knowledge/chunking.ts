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

type Tokenizer = { encode: (text: string) => number[]; decode: (ids: number[]) => string };
let tokenizer: Promise<Tokenizer> | null = null;
// cl100k_base is the encoding of OpenAI's embedding models; loaded on first use (about 60 MB).
const loadTokenizer = () => (tokenizer ??= import('gpt-tokenizer/encoding/cl100k_base'));

const SENTENCE_END = /(?<=[.!?。])\s+(?=\S)/u;

/**
 * Splits text into chunks of at most chunkSize tokens, cutting at headings and paragraphs when it
 * can, then at sentences, and only as a last resort inside a sentence. Each chunk after the
 * first repeats about chunkOverlap tokens of its predecessor.
 */
export async function chunkText(text: string, opts: ChunkOptions): Promise<TextChunk[]> {
  const tok = await loadTokenizer();
  const pieces = splitPieces(text, opts.chunkSize, tok);
  const chunks: TextChunk[] = [];
  let current: Piece[] = [];
  let size = 0;

  const flush = () => {
    if (!current.some((p) => !p.isHeading)) return;
    chunks.push({ content: current.map((p) => p.text).join('\n\n'), tokenCount: size, heading: current[0].heading });
    const carried = overlapTail(current, opts.chunkOverlap, tok);
    current = carried;
    size = carried.reduce((n, p) => n + p.tokens, 0);
  };

  for (const piece of pieces) {
    const startsSection = piece.isHeading && size >= opts.chunkSize * 0.3;
    if (size > 0 && (size + piece.tokens > opts.chunkSize || startsSection)) {
      flush();
      // a heading starts its section afresh, without the previous section's tail
      if (piece.isHeading) {
        current = [];
        size = 0;
      }
    }
    current.push(piece);
    size += piece.tokens;
  }
  flush();
  return chunks;
}

function splitPieces(text: string, chunkSize: number, tok: Tokenizer): Piece[] {
  const pieces: Piece[] = [];
  let heading: string | null = null;
  for (const raw of text.split(/\n\s*\n/)) {
    const block = raw.trim();
    if (!block) continue;
    const headingMatch = /^#{1,6}\s+(.+)$/.exec(block);
    if (headingMatch && !block.includes('\n')) {
      heading = headingMatch[1].trim();
      pieces.push({ text: block, tokens: tok.encode(block).length, heading, isHeading: true });
      continue;
    }
    const tokens = tok.encode(block).length;
    if (tokens <= chunkSize) {
      pieces.push({ text: block, tokens, heading, isHeading: false });
      continue;
    }
    for (const sentence of block.split(SENTENCE_END)) {
      const ids = tok.encode(sentence);
      if (ids.length <= chunkSize) {
        pieces.push({ text: sentence, tokens: ids.length, heading, isHeading: false });
        continue;
      }
      for (let i = 0; i < ids.length; i += chunkSize) {
        const part = ids.slice(i, i + chunkSize);
        pieces.push({ text: tok.decode(part), tokens: part.length, heading, isHeading: false });
      }
    }
  }
  return pieces;
}

/** The last pieces of a chunk that fit in `overlap` tokens, cutting the first of them if needed. */
function overlapTail(pieces: Piece[], overlap: number, tok: Tokenizer): Piece[] {
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
    const ids = tok.encode(p.text);
    const keep = overlap - size;
    if (keep > 0) tail.unshift({ ...p, text: tok.decode(ids.slice(ids.length - keep)).trimStart(), tokens: keep });
    break;
  }
  return tail;
}
