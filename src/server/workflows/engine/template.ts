/**
 * {{variable}} substitution for node configs. Values are looked up, never evaluated: a visitor's
 * text is data in every output (escaped in HTML, a JSON string in JSON, one line in headers).
 */

const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085]+/g;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The value at a dotted path (own properties only, so {{constructor.name}} finds nothing); '' when missing. */
export function lookupVariable(context: unknown, path: string): string {
  let value: unknown = context;
  for (const key of path.split('.')) {
    if (!isRecord(value) || !Object.hasOwn(value, key)) return '';
    value = value[key];
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The variable names a template uses, each once. */
export function variablesIn(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]))];
}

function substitute(template: string, context: unknown, literal: (s: string) => string, value: (s: string) => string): string {
  let out = '';
  let last = 0;
  for (const m of template.matchAll(VARIABLE)) {
    out += literal(template.slice(last, m.index)) + value(lookupVariable(context, m[1]));
    last = m.index + m[0].length;
  }
  return out + literal(template.slice(last));
}

const same = (s: string) => s;

/** Plain text: values inserted as they are. */
export function renderText(template: string, context: unknown): string {
  return substitute(template, context, same, same);
}

/** A header line (subject, address): line breaks become spaces, so no value can add a header. */
export function renderLine(template: string, context: unknown): string {
  return substitute(template, context, same, same).replace(LINE_BREAKS, ' ').trim();
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Text as HTML paragraphs: everything escaped, blank lines split paragraphs, line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
}

/** An HTML template (the owner's markup kept): values HTML-escaped. */
export function renderHtml(template: string, context: unknown): string {
  return substitute(template, context, same, escapeHtml);
}

/** The text part of an HTML template: the owner's tags dropped, values as they are. */
export function renderHtmlAsText(template: string, context: unknown): string {
  const dropTags = (s: string) => s.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n\n').replace(/<[^<>]*>/g, '');
  return substitute(template, context, dropTags, same).replace(/\n{3,}/g, '\n\n').trim();
}

/** A plain-text template as HTML: the owner's text and the values escaped alike. */
export function renderTextAsHtml(template: string, context: unknown): string {
  return textToHtml(renderText(template, context));
}

/** Whether a body is HTML the owner wrote (a tag), rather than text. */
export function looksLikeHtml(body: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i.test(body);
}

/**
 * A JSON body: variables substituted inside the parsed value's string values (keys stay as
 * written), so the result keeps its shape and a value can never close a string or add a field.
 */
export function renderJson(value: unknown, context: unknown): unknown {
  if (typeof value === 'string') return renderText(value, context);
  if (Array.isArray(value)) return value.map((v) => renderJson(v, context));
  // fromEntries defines own properties: a "__proto__" key stays a key
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderJson(v, context)]));
  return value;
}
