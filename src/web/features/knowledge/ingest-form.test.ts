import { describe, expect, it } from 'vitest';
import { readIngestForm } from './ingest-form';

describe('readIngestForm', () => {
  it('sends the trimmed, non-blank lines', () => {
    expect(readIngestForm(' https://a.test \n\nhttp://b.test/x\n', false, '25')).toEqual({
      body: { urls: ['https://a.test', 'http://b.test/x'], crawl: false, pageLimit: 25 },
    });
  });

  it('sends the page limit when crawling', () => {
    expect(readIngestForm('https://a.test', true, '40')).toEqual({ body: { urls: ['https://a.test'], crawl: true, pageLimit: 40 } });
  });

  it('sends nothing when no line remains', () => {
    expect(readIngestForm(' \n\n', false, '25')).toEqual({ problem: { kind: 'noUrls' } });
  });

  it('names the lines that are not http(s) URLs', () => {
    expect(readIngestForm('https://a.test\nftp://b.test\nnot a url', false, '25')).toEqual({
      problem: { kind: 'invalidUrls', lines: ['ftp://b.test', 'not a url'] },
    });
  });

  it('refuses more than 100 URLs and a page limit out of range', () => {
    const many = Array.from({ length: 101 }, (_, i) => `https://a.test/${i}`).join('\n');
    expect(readIngestForm(many, false, '25')).toEqual({ problem: { kind: 'tooManyUrls', max: 100 } });
    expect(readIngestForm('https://a.test', true, '501')).toEqual({ problem: { kind: 'pageLimit', max: 500 } });
    expect(readIngestForm('https://a.test', true, '')).toEqual({ problem: { kind: 'pageLimit', max: 500 } });
  });
});
