import type { AiAnalysis, AiTuneUpResult, AnalysisSuggestion } from '../../../common/testing';
import { suggestionText } from '../../../common/testing';
import { keepWithinRules } from './rule-guard';

export interface ReviewContext {
  agentName: string;
  industry: string | null;
  language: string;
  /** the agent's Rules: no suggestion may contradict them */
  rules?: string | null;
  knowledge?: { name: string; description: string | null; titles: string[]; documents: number } | null;
  tools?: { name: string; description: string }[];
}

interface Check {
  id: string;
  missing: (prompt: string) => boolean;
  severity: 'high' | 'medium' | 'low';
  issue: string;
  why: string;
  suggestion: string;
  example: (ctx: ReviewContext) => string;
}

const has = (re: RegExp) => (p: string) => !re.test(p);

/** A language named (English or Spanish words for it, with or without accents) or the word language itself. */
const LANGUAGE_STATED =
  /(?<!\p{L})(?:english|spanish|castilian|french|german|portuguese|italian|catalan|ingl[eé]s|espa[nñ]ol|castellano|franc[eé]s|alem[aá]n|portugu[eé]s|italiano|catal[aá]n|languages?|idiomas?|lenguas?)(?!\p{L})/iu;

const CHECKS: Check[] = [
  {
    id: 'role',
    missing: has(/\byou are\b|\bact as\b|\byour role\b|\beres\b|\btu rol\b|\bactúa como\b/i),
    severity: 'high',
    issue: 'Missing role',
    why: 'The prompt never tells the assistant who it is, so its answers drift in voice and purpose.',
    suggestion: 'The prompt should state who the assistant is and whom it serves.',
    example: (c) => `You are ${c.agentName}, a helpful assistant for ${c.industry ? `a ${c.industry} business` : 'our customers'}.`,
  },
  {
    id: 'scope',
    missing: has(/\bonly\b|\bscope\b|\btopics?\b|\bsolo\b|únicamente|\btemas?\b|off-topic|unrelated/i),
    severity: 'medium',
    issue: 'Scope not defined',
    why: 'Without a scope the assistant will answer anything, including topics the business should not discuss.',
    suggestion: 'The prompt should limit the topics the assistant covers.',
    example: (c) => `Only answer questions about ${c.industry ? `our ${c.industry} products and services` : 'our products and services'}; politely decline anything else.`,
  },
  {
    id: 'tone',
    missing: has(/\btone\b|friendly|formal|professional|polite|warm|concise|amable|\btono\b|profesional|cercano/i),
    severity: 'medium',
    issue: 'No tone of voice',
    why: 'The prompt does not set a tone, so replies vary between terse and chatty.',
    suggestion: 'The prompt should set the tone and length of replies.',
    example: () => 'Keep a friendly, professional tone and answer in at most three short sentences.',
  },
  {
    id: 'language',
    missing: has(LANGUAGE_STATED),
    severity: 'low',
    issue: 'Reply language not stated',
    why: 'The prompt does not say which language to answer in.',
    suggestion: "The prompt should state the reply language.",
    example: (c) => (c.language === 'es' ? 'Reply in Spanish unless the user writes in another language.' : 'Reply in English unless the user writes in another language.'),
  },
];

const CONTRADICTIONS: [RegExp, RegExp, string][] = [
  [/\b(short|brief|concise)\b/i, /\b(detailed|long|exhaustive|in depth)\b/i, 'asks for both short and detailed answers'],
  [/\bformal\b/i, /\b(casual|informal|slang)\b/i, 'asks for both a formal and a casual tone'],
  [/\balways\b[^.]*\bemoji/i, /\bnever\b[^.]*\bemoji/i, 'both requires and forbids emoji'],
];

/** What the rest of the agent offers that the prompt never tells the assistant to use. */
function agentChecks(prompt: string, ctx: ReviewContext): { issue: AiAnalysis['issues'][number]; suggestion: AnalysisSuggestion }[] {
  const found: { issue: AiAnalysis['issues'][number]; suggestion: AnalysisSuggestion }[] = [];
  const kb = ctx.knowledge;
  if (kb && !/knowledge|document|source|passage|base de conocimiento|documentos|fuentes/i.test(prompt)) {
    found.push({
      issue: { title: 'Knowledge base not mentioned', description: `The agent has the knowledge base "${kb.name}" (${kb.documents} documents), but the prompt never says to answer from it.`, severity: 'medium' },
      suggestion: {
        title: 'Use the knowledge base',
        description: 'The prompt should tell the assistant to answer from its knowledge base.',
        example: `Answer from the knowledge base "${kb.name}"; if it does not cover the question, say so instead of guessing.`,
        applicable: true,
      },
    });
  }
  const unmentioned = (ctx.tools ?? []).filter((tool) => !prompt.toLowerCase().includes(tool.name.toLowerCase()));
  if (unmentioned.length) {
    const names = unmentioned.map((tool) => tool.name).join(', ');
    found.push({
      issue: { title: 'Tools not mentioned', description: `The agent can use ${names}, but the prompt never says when to.`, severity: 'low' },
      suggestion: { title: 'Say when to use the tools', description: 'The prompt should say when each tool helps.', example: `Use your tools (${names}) when they help the user, and say what you did.`, applicable: true },
    });
  }
  return found;
}

/** A rule-based review of the prompt and the rest of the agent: works with no model, so a fresh install can analyse prompts. */
export function reviewPrompt(prompt: string, ctx: ReviewContext): AiAnalysis {
  const text = prompt.trim();
  const issues: AiAnalysis['issues'] = [];
  const suggestions: AnalysisSuggestion[] = [];
  if (text.length < 80) {
    issues.push({ title: 'Prompt too short', description: `The prompt has ${text.length} characters; a few sentences about role, scope and behaviour make answers far more reliable.`, severity: 'medium' });
  } else if (text.length > 6000) {
    issues.push({ title: 'Prompt very long', description: `The prompt has ${text.length} characters; long prompts cost more on every message and bury the important rules.`, severity: 'medium' });
  }
  // the Rules are part of what the agent is told: a part they state is not missing
  const told = ctx.rules?.trim() ? `${text}\n${ctx.rules}` : text;
  for (const check of CHECKS) {
    if (!check.missing(told)) continue;
    issues.push({ title: check.issue, description: check.why, severity: check.severity });
    suggestions.push({ title: check.issue.replace(/^(Missing|No) /, 'Add '), description: check.suggestion, example: check.example(ctx), applicable: true });
  }
  for (const found of agentChecks(text, ctx)) {
    issues.push(found.issue);
    suggestions.push(found.suggestion);
  }
  for (const [a, b, what] of CONTRADICTIONS) {
    if (a.test(text) && b.test(text)) {
      issues.push({ title: 'Contradictory instructions', description: `The prompt ${what}; the model will follow one at random.`, severity: 'high' });
    }
  }
  const allowed = keepWithinRules(suggestions, ctx.rules);
  const improvedPrompt = [text, ...allowed.map(suggestionText)].filter(Boolean).join('\n\n');
  return { issues, suggestions: allowed, improvedPrompt, source: 'rules' };
}

/** Rule-based tune-up: the prompt with every missing part added, plus the user's chosen suggestions. */
export function tuneUpPrompt(prompt: string, ctx: ReviewContext, chosen: AnalysisSuggestion[] = []): AiTuneUpResult {
  const review = reviewPrompt(prompt, ctx);
  const additions = keepWithinRules([...review.suggestions, ...chosen.filter((c) => !review.suggestions.some((s) => s.title === c.title))], ctx.rules);
  const texts = additions.map(suggestionText).filter((t) => !prompt.includes(t));
  const tunedUpPrompt = [prompt.trim(), ...texts].filter(Boolean).join('\n\n');
  const improvements = additions.filter((a) => texts.includes(suggestionText(a))).map((a) => a.title);
  return { tunedUpPrompt, improvements, source: 'rules' };
}
