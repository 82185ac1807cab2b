import { describe, expect, it } from 'vitest';
import { encode } from 'gpt-tokenizer/encoding/cl100k_base';
import { chunkText } from './chunking';

const paragraph = (word: string, n: number) => Array.from({ length: n }, (_, i) => `${word} sentence number ${i} tells a fact.`).join(' ');

describe('chunkText', () => {
  it('keeps every chunk within the token budget and repeats the overlap', async () => {
    const text = [paragraph('alpha', 40), paragraph('beta', 40), paragraph('gamma', 40)].join('\n\n');
    const chunks = await chunkText(text, { chunkSize: 100, chunkOverlap: 20 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) {
      expect(encode(c.content).length).toBeLessThanOrEqual(100 + 2);
      expect(c.tokenCount).toBeLessThanOrEqual(100);
    }
    const tail = chunks[0].content.slice(-30);
    expect(chunks[1].content).toContain(tail.trim().split(' ').slice(-2).join(' '));
  });

  it('starts a chunk at a heading and remembers it', async () => {
    const text = `# Shipping\n\n${paragraph('ship', 12)}\n\n## Returns\n\n${paragraph('refund', 12)}`;
    const chunks = await chunkText(text, { chunkSize: 200, chunkOverlap: 30 });
    const returns = chunks.find((c) => c.content.startsWith('## Returns'));
    expect(returns?.heading).toBe('Returns');
    expect(returns?.content).not.toContain('ship sentence');
    expect(chunks[0].heading).toBe('Shipping');
  });

  it('cuts an endless sentence by tokens and drops a lone heading', async () => {
    const text = `# Empty\n\n${'word '.repeat(1200)}`;
    const chunks = await chunkText(text, { chunkSize: 500, chunkOverlap: 0 });
    expect(chunks.length).toBe(3);
    expect(await chunkText('# Only a heading', { chunkSize: 500, chunkOverlap: 50 })).toEqual([]);
  });
});

describe('headings and code', () => {
  it('takes a heading only outside code blocks', async () => {
    const text = '# Setup\n\nInstall it.\n\n```\n# a shell comment\n\nmake\n```\n\nThen run it.';
    const chunks = await chunkText(text, { chunkSize: 500, chunkOverlap: 0 });
    expect(chunks.map((c) => c.heading)).toEqual(['Setup']);
  });
});
