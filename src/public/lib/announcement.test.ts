import { describe, expect, it } from 'vitest';
import { DICTIONARIES, type MessageKey } from '../i18n';
import type { ChatMessage } from './chat-types';
import { latestAnnouncement, spokenText } from './announcement';

const t = (key: MessageKey) => DICTIONARIES.en[key];
const greeting: ChatMessage = { id: 'greeting', role: 'assistant', content: 'Hi! How can I help?', local: true };
const question: ChatMessage = { id: 'q1', role: 'user', content: 'Hours?' };

describe('spokenText', () => {
  it('reads the words of a Markdown reply without its marks', () => {
    expect(spokenText('## Hours\n\nWe open **at nine** and close at [six](https://x.example).\n\n- Monday\n- Tuesday')).toBe('Hours We open at nine and close at six. Monday. Tuesday');
  });
});

describe('latestAnnouncement', () => {
  it('says nothing for the greeting alone or while a reply is still streaming', () => {
    expect(latestAnnouncement([greeting], false, t)).toBeNull();
    expect(latestAnnouncement([greeting, question, { id: 'a1', role: 'assistant', content: 'We open' }], true, t)).toBeNull();
    expect(latestAnnouncement([greeting, question], false, t)).toBeNull();
  });

  it('names who wrote the finished reply, a person from the team, or nobody for a notice', () => {
    expect(latestAnnouncement([greeting, question, { id: 'a1', role: 'assistant', content: 'We open *at nine*.' }], false, t)).toEqual({ id: 'a1', text: 'Assistant: We open at nine.' });
    expect(latestAnnouncement([greeting, question, { id: 'p1', role: 'assistant', content: 'Hello, Ana here.', fromPerson: true }], true, t)?.text).toBe('Team member: Hello, Ana here.');
    expect(latestAnnouncement([greeting, { id: 'n1', role: 'assistant', content: 'A person joined.', notice: true, local: true }], false, t)?.text).toBe('A person joined.');
  });
});
