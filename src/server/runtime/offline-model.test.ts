import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FALLBACK_MESSAGES } from '../../common/fallback-message';
import { decideOfflineReply, fallbackFrom } from './offline-model';
import { buildSystemPrompt } from './system-prompt';
import type { RetrievedPassage } from '../knowledge/index';
import type { AgentSnapshot } from './types';

function agentOf(overrides: Partial<AgentSnapshot> = {}): AgentSnapshot {
  return {
    name: 'Bikey',
    systemPrompt: 'You are Bikey, the BrightBikes assistant.',
    rules: null,
    fallbackMessage: null,
    starters: [],
    companyInfo: null,
    defaultLanguage: 'en',
    modelProvider: 'offline',
    modelName: 'offline-kb',
    modelSettings: { temperature: 0.7, topP: 1, maxTokens: 500 },
    enabledTools: { webSearch: false, sendEmail: false, calendar: false, webhook: false, apiCall: false, postConversationHook: false, captureLead: false, requestHuman: false },
    toolConfigs: {},
    projectTools: [],
    datasetId: null,
    ...overrides,
  };
}

function passage(title: string, content: string): RetrievedPassage {
  return { source: 'company-facts.md', title, url: null, score: 0.5, content };
}

const TITLE = 'BrightBikes Rental Co. - Company Facts';
// chunks as the chunker writes them: a long paragraph's sentences on lines of their own (one cut
// after "Co."), an overlapping chunk starting inside a sentence, headings as Markdown lines
const PASSAGES = [
  passage(TITLE, `# ${TITLE}\n\nBrightBikes Rental Co.\n\nwas founded in 2017 in Valencia by two cycling guides.\n\nWe rent city bikes and e-bikes from our shop at Calle Colón 12, next to the Turia gardens.`),
  passage(TITLE, 'next to the Turia gardens.\n\nGroups of more than eight riders should book two days ahead.'),
  passage(`${TITLE} › Cancellation`, '## Rules\n\n### Cancellation\n\nYou can cancel a booking free of charge up to 24 hours before the pickup time. Cancellations made later are charged 50% of the rental price.'),
  passage(`${TITLE} › Late returns`, '### Late returns\n\nBikes must be returned by closing time on the last rental day. A late return fee of **10 euros** per hour is charged for bikes brought back after closing time.'),
  passage(`${TITLE} › Contact`, '## Contact\n\n- Phone: +34 960 123 456\n- Email: hello@brightbikes.example'),
];

function reply(question: string, opts: { agent?: Partial<AgentSnapshot>; passages?: RetrievedPassage[]; endTool?: boolean; ownerHint?: boolean } = {}) {
  const prompt: LanguageModelV3Prompt = [
    { role: 'system', content: buildSystemPrompt(agentOf(opts.agent), opts.passages ?? PASSAGES, { endTool: opts.endTool ?? true }) },
    { role: 'user', content: [{ type: 'text', text: question }] },
  ];
  const decided = decideOfflineReply(prompt, opts.endTool ?? true, opts.ownerHint ?? false);
  return 'text' in decided ? decided.text : 'END_CALL';
}

describe('the offline model answers from whole sentences', () => {
  it.each([
    ['When was the company founded?', 'BrightBikes Rental Co. was founded in 2017 in Valencia by two cycling guides.'],
    ['Can I cancel my booking?', 'You can cancel a booking free of charge up to 24 hours before the pickup time. Cancellations made later are charged 50% of the rental price.'],
    ['Is there a fee if I bring the bike back late?', 'A late return fee of 10 euros per hour is charged for bikes brought back after closing time.'],
    ['What does it cost to cancel late?', 'Cancellations made later are charged 50% of the rental price.'],
    ['What is your phone number?', 'Phone: +34 960 123 456'],
    ['¿Puedo cancelar la reserva?', 'You can cancel a booking free of charge up to 24 hours before the pickup time.'],
    // the kind of question picks between sentences sharing the same words: a place, an amount
    ['Where is your shop?', 'We rent city bikes and e-bikes from our shop at Calle Colón 12, next to the Turia gardens.'],
    ['How much do I pay if I return the bike late?', 'A late return fee of 10 euros per hour is charged for bikes brought back after closing time.'],
  ])('%s', (question, answer) => {
    expect(reply(question)).toContain(answer);
  });

  it('never shows a label, a title, a heading, a list mark, Markdown or a cut sentence', () => {
    for (const question of ['When was the company founded?', 'Where is your shop?', 'How much is the late fee?', 'What is your phone number?', 'Which rules apply?']) {
      const text = reply(question);
      expect(text, question).not.toMatch(/\[\d\]|According to|Company Facts|^[-#*]|\*\*|^next to/);
    }
  });

  it('leaves out a passage that starts inside a sentence, even with a capital', () => {
    const cut = [passage(TITLE, 'Valencia, close to the old river bed.\n\nBikes are stored indoors.'), passage(TITLE, 'Our shop is in Valencia, close to the old river bed.')];
    expect(reply('Where in Valencia is the shop?', { passages: cut })).toBe('Our shop is in Valencia, close to the old river bed.');
  });

  it('drops the tail of a cut sentence however many lines it spans, and keeps what follows it', () => {
    const cut = [passage(TITLE, 'ghtly used gear\nis refunded at 80% of its price. Worn gear is repaired for free.\n\nGift cards never expire.')];
    expect(reply('Is worn gear repaired?', { passages: cut })).toBe('Worn gear is repaired for free.');
    expect(reply('How much of the price is refunded?', { passages: cut })).toBe(DEFAULT_FALLBACK_MESSAGES.en);
  });

  it('reads plain title lines and "Title:" lines as headings, not answers', () => {
    const plain = [passage('facts.txt', `${TITLE}\nOpening Hours\nThe shop opens at 9:00 every day.\nOur hours:\n- Weekdays 9:00 to 19:00`)];
    expect(reply('When does the shop open?', { passages: plain })).toBe('The shop opens at 9:00 every day.');
  });
});

describe('the offline model talks like an assistant', () => {
  it.each([
    ['Hello!', "Hello! I'm Bikey. How can I help you today?"],
    ['¡Hola! ¿qué tal?', '¡Hola! Soy Bikey. ¿En qué puedo ayudarte hoy?'],
    ['Thanks a lot!', "You're welcome! Is there anything else I can help you with?"],
    ['thank you', "You're welcome! Is there anything else I can help you with?"],
    ['ok, thanks for your help', "You're welcome! Is there anything else I can help you with?"],
    ['¡Muchas gracias!', '¡De nada! ¿Puedo ayudarte en algo más?'],
    ['gracias', '¡De nada! ¿Puedo ayudarte en algo más?'],
  ])('%s', (message, answer) => {
    // the passages share words with none of these, and a greeting is still a greeting when they would
    expect(reply(message)).toBe(answer);
  });

  it('ends the conversation on a goodbye, or says goodbye without the tool', () => {
    expect(reply('Thanks, bye!')).toBe('END_CALL');
    expect(reply('adiós', { endTool: false, agent: { defaultLanguage: 'es' } })).toBe('¡Gracias por tu tiempo! Que tengas un buen día.');
  });
});

describe("the offline model's fallback message", () => {
  it("says the owner's message when nothing answers, with the API key hint only for the owner", () => {
    const agent = { fallbackMessage: 'Sorry, I do not know that one. Call us on +34 960 123 456.\n\nWe answer every day.' };
    expect(reply('Do you sell surfboards?', { agent })).toBe(agent.fallbackMessage);
    expect(reply('Do you sell surfboards?', { agent, passages: [] })).toBe(agent.fallbackMessage);
    expect(reply('Do you sell surfboards?', { agent, ownerHint: true })).toBe(`${agent.fallbackMessage} (Answer from the built-in offline model: add an API key in Settings > API Keys for full answers.)`);
  });

  it("says the default in the agent's language when the owner wrote none", () => {
    expect(reply('Do you sell surfboards?')).toBe(DEFAULT_FALLBACK_MESSAGES.en);
    expect(reply('¿Vendéis tablas de surf?', { agent: { defaultLanguage: 'es' } })).toBe(DEFAULT_FALLBACK_MESSAGES.es);
    expect(reply('¿Vendéis tablas de surf?', { agent: { defaultLanguage: 'es' }, ownerHint: true })).toContain('Configuración > Claves API');
  });

  it('is written in the system prompt for every model, and read back whole', () => {
    const system = buildSystemPrompt(agentOf({ fallbackMessage: 'Ask "Ana" at the desk.\n"""\nShe knows.' }), []);
    expect(system).toContain('When neither the information above nor the knowledge base passages answer a question, reply with this message');
    expect(fallbackFrom(system)).toBe('Ask "Ana" at the desk.\n"\nShe knows.');
    expect(buildSystemPrompt(agentOf(), PASSAGES)).toContain('Do not write their numbers or titles in your answer');
  });
});
