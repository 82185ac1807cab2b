import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../platform/csv';
import { leadCsvHeader, leadCsvRow, leadsCsvFilename, type CsvLead } from './leads-csv';

const aLead = (overrides: Partial<CsvLead> = {}): CsvLead => ({
  createdAt: '2025-03-04T10:00:00.000Z',
  agentName: 'Support Bot',
  channel: 'chat',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  fields: {},
  ...overrides,
});

describe('csvCell', () => {
  it('leaves plain text alone and writes nothing for a missing value', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each(['=HYPERLINK("http://evil.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralises a formula-like cell %j with a leading quote', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('quotes per RFC 4180: quotes doubled, commas and line breaks enclosed', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('keeps a formula character that is not the first one', () => {
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('lead rows', () => {
  it('ends every record with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n');
  });

  it('writes the fixed columns, then the owner fields in the header order', () => {
    expect(leadCsvHeader(['company', 'budget'])).toBe('created_at,agent,channel,name,email,phone,company,budget\r\n');
    const row = leadCsvRow(aLead({ fields: { budget: '5000', company: 'Acme, Inc.' } }), ['company', 'budget']);
    expect(row).toBe('2025-03-04T10:00:00.000Z,Support Bot,chat,Ada Lovelace,ada@example.com,,"Acme, Inc.",5000\r\n');
  });

  it('leaves a field the lead does not have empty, and neutralises a phone starting with +', () => {
    expect(leadCsvRow(aLead({ phone: '+34 600 000 000' }), ['company'])).toBe("2025-03-04T10:00:00.000Z,Support Bot,chat,Ada Lovelace,ada@example.com,'+34 600 000 000,\r\n");
  });

  it('names the file after the day', () => {
    expect(leadsCsvFilename(new Date('2025-03-04T23:59:00Z'))).toBe('leads-2025-03-04.csv');
  });
});
