import { WIDGET_SCRIPT } from './widget-script';
import { WIDGET_STYLES } from './widget-styles';
import { applyDesign, themeBlock, type WidgetDesign } from './design';

/** Visitor-facing texts, in the agent's language. */
export interface WidgetTexts {
  greeting: string;
  placeholder: string;
  send: string;
  online: string;
  open: string;
  close: string;
  ended: string;
  error: string;
  noText: string;
  chatWith: string;
}

export interface TemplateInput {
  /** where the app answers, e.g. https://agents.example.com */
  apiBase: string;
  versionId: string;
  agentName: string;
  language: string;
  texts: WidgetTexts;
  design: WidgetDesign;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CHAT_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';

/** A complete, working chat widget that talks to POST /api/agent-versions/{versionId}/chat. */
export function buildWidgetTemplate({ apiBase, versionId, agentName, language, texts, design }: TemplateInput): string {
  const name = escapeHtml(agentName);
  const script = WIDGET_SCRIPT.replace('__TEXTS__', () =>
    JSON.stringify({ greeting: texts.greeting, error: texts.error, noText: texts.noText }).replace(/</g, '\\u003c'),
  );
  const html = `<!-- ${escapeHtml(agentName).replace(/--/g, '- -')} chat widget (AgentForge). Paste it before </body>. -->
<style>
${themeBlock(design)}
${WIDGET_STYLES}
</style>
<div id="af-widget" lang="${escapeHtml(language)}" data-af-api-base="${escapeHtml(apiBase)}" data-af-version-id="${escapeHtml(versionId)}" data-af-session-id="" data-af-auto-open="false" data-af-auto-open-delay="1500" data-af-logo-url="">
  <button type="button" class="af-launcher" aria-label="${escapeHtml(texts.open)}" aria-expanded="false">${CHAT_ICON}</button>
  <section class="af-panel" role="dialog" aria-label="${escapeHtml(texts.chatWith)}" hidden>
    <header class="af-header">
      <img class="af-logo" alt="" hidden>
      <div class="af-heading"><strong class="af-title">${name}</strong><span class="af-status">${escapeHtml(texts.online)}</span></div>
      <button type="button" class="af-close" aria-label="${escapeHtml(texts.close)}">&times;</button>
    </header>
    <div class="af-messages" aria-live="polite"></div>
    <p class="af-ended" hidden>${escapeHtml(texts.ended)}</p>
    <form class="af-form">
      <input class="af-input" type="text" placeholder="${escapeHtml(texts.placeholder)}" aria-label="${escapeHtml(texts.placeholder)}" maxlength="4000" autocomplete="off">
      <button type="submit" class="af-send" data-af-send>${escapeHtml(texts.send)}</button>
    </form>
  </section>
</div>
<script>
${script}
</script>
`;
  return applyDesign(html, design);
}
