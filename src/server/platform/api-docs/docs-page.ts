/** Renders the reference page at /api/docs from the OpenAPI document: plain HTML and CSS, no script. */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  maxLength?: number;
  default?: unknown;
}
interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: unknown }>;
}
export interface OpenApiDoc {
  info: { title: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Untagged routes are grouped by their first path segment; a few belong with a neighbour. */
const GROUP_ALIASES: Record<string, string> = { login: 'auth', logout: 'auth', 'test-cases': 'testing', health: 'system' };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const code = (s: string) => escape(s).replace(/`([^`]+)`/g, '<code>$1</code>');

function typeOf(s: JsonSchema | undefined): string {
  if (!s) return 'any';
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return variants.map(typeOf).join(' | ');
  const t = Array.isArray(s.type) ? s.type.join(' | ') : s.type;
  if (t === 'array') return `${typeOf(s.items)}[]`;
  return t ?? 'object';
}

function fieldRows(schema: JsonSchema | undefined): string {
  const props = schema?.properties ?? (schema?.anyOf ?? schema?.oneOf)?.find((v) => v.properties)?.properties;
  if (!props) return '';
  const required = new Set(schema?.required ?? []);
  return Object.entries(props)
    .map(([name, s]) => {
      const notes = [s.description, s.maxLength ? `max ${s.maxLength} characters` : '', s.default !== undefined ? `default ${JSON.stringify(s.default)}` : '']
        .filter(Boolean)
        .join('; ');
      return `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${escape(typeOf(s))}</td><td>${escape(notes)}</td></tr>`;
    })
    .join('');
}

function access(op: Operation): string {
  if (!op.security || op.security.length === 0) return '<span class="tag public">public</span>';
  if (op.security.some((s) => 'bearerAuth' in s)) return '<span class="tag key">API key</span>';
  return '<span class="tag session">signed in</span>';
}

function renderOperation(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const rows = fieldRows(body);
  // @fastify/swagger adds a bare 200 to routes that declare no answer (e.g. 204 deletes)
  const statuses = Object.entries(op.responses ?? {})
    .filter(([status, r]) => status !== '200' || r.content !== undefined)
    .map(([status]) => status)
    .join(', ');
  return `<section class="op" id="${escape(`${method}-${path}`)}">
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> ${access(op)}</h3>
  ${op.summary ? `<p>${code(op.summary)}</p>` : ''}
  ${params.length ? `<p class="params">Parameters: ${params.map((p) => `<code>${escape(p.name)}</code> (${escape(p.in)})`).join(', ')}</p>` : ''}
  ${rows ? `<table><thead><tr><th>Body field</th><th>Type</th><th>Notes</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
  ${statuses ? `<p class="params">Answers: ${escape(statuses)}</p>` : ''}
</section>`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1f2330;--muted:#5f6577;--line:#e3e5ec;--card:#f7f8fb}
@media (prefers-color-scheme:dark){:root{--bg:#0f1117;--fg:#e6e8ef;--muted:#9aa0b2;--line:#262a36;--card:#161923}}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.55 system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
main{max-width:980px;margin:0 auto;padding:32px 20px 64px}
h1{font-size:28px;margin:0 0 8px}h2{margin:40px 0 12px;padding-bottom:6px;border-bottom:1px solid var(--line);font-size:20px}
h3{font-size:15px;margin:0 0 6px;display:flex;gap:8px;align-items:center;flex-wrap:wrap}
p{margin:4px 0}.lead{color:var(--muted)}code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace}
.op{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px 16px;margin:10px 0}
.m{font:700 12px ui-monospace,monospace;padding:2px 8px;border-radius:6px;color:#fff}
.get{background:#2f7d4f}.post{background:#3b5bdb}.put{background:#b26b00}.patch{background:#8a4fbf}.delete{background:#c0392b}
.tag{font-size:11px;padding:1px 8px;border-radius:999px;border:1px solid var(--line);color:var(--muted)}
.public{border-color:#2f7d4f;color:#2f7d4f}.key{border-color:#b26b00;color:#b26b00}
.params{color:var(--muted);font-size:13px}.req{color:#c0392b;font-size:11px}
table{width:100%;border-collapse:collapse;margin:8px 0;font-size:13px}th,td{text-align:left;padding:5px 8px;border-top:1px solid var(--line);vertical-align:top}
th{color:var(--muted);font-weight:600}nav{display:flex;flex-wrap:wrap;gap:4px 14px}nav a{color:inherit}`;

export function renderDocsPage(doc: OpenApiDoc): string {
  const groups = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const segment = path.split('/')[2] ?? 'other';
      const group = op.tags?.[0] ?? GROUP_ALIASES[segment] ?? segment;
      const title = group.charAt(0).toUpperCase() + group.slice(1);
      groups.set(title, [...(groups.get(title) ?? []), renderOperation(method, path, op)]);
    }
  }
  const sections = [...groups].map(([title, ops]) => `<h2 id="${escape(title)}">${escape(title)}</h2>${ops.join('\n')}`).join('\n');
  const nav = [...groups.keys()].map((t) => `<a href="#${escape(t)}">${escape(t)}</a>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)} reference</title><style>${STYLE}</style></head><body><main>
<h1>${escape(doc.info.title)} reference</h1><p class="lead">${code(doc.info.description ?? '')}</p>
<p class="lead">Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI 3.1).</p>
<nav>${nav}</nav>
${sections}
</main></body></html>`;
}
