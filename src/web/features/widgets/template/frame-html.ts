import { WIDGET_LIMITS } from '@common/widgets';
import { setDataAttribute } from './design';

/** Messages the sandboxed frames post to the designer. */
export const PREVIEW_SEND_MESSAGE = 'af-preview-send';

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function openQuickly(html: string): string {
  return setDataAttribute(setDataAttribute(html, 'data-af-auto-open', 'true'), 'data-af-auto-open-delay', String(WIDGET_LIMITS.previewAutoOpenMs));
}

/**
 * Vista Previa: the design only. A guard, written before the user's HTML, disables every text
 * field (with the preview placeholder) and turns any send into a message to the designer, which
 * shows the alert (a sandbox without allow-modals cannot).
 */
export function previewHtml(html: string, placeholder: string): string {
  const guard = `<script>(function () {
  var placeholder = ${json(placeholder)};
  function notify(event) { event.preventDefault(); event.stopImmediatePropagation(); parent.postMessage({ type: ${json(PREVIEW_SEND_MESSAGE)} }, '*'); }
  function lock() { document.querySelectorAll('input, textarea').forEach(function (field) { if (!field.disabled) { field.disabled = true; field.placeholder = placeholder; } }); }
  document.addEventListener('submit', notify, true);
  document.addEventListener('click', function (event) { if (event.target instanceof Element && event.target.closest('[data-af-send]')) notify(event); }, true);
  document.addEventListener('keydown', function (event) { if (event.key === 'Enter' && event.target instanceof Element && event.target.closest('input, textarea')) notify(event); }, true);
  new MutationObserver(lock).observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', lock);
})();</script>`;
  return guard + openQuickly(html);
}

/** Test Agente: the live widget, on a 'test_agent_' session so its turns stay out of production analytics. */
export function testHtml(html: string, sessionId: string): string {
  return openQuickly(setDataAttribute(html, 'data-af-session-id', sessionId));
}

export function newTestSessionId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${WIDGET_LIMITS.testSessionPrefix}${random}`;
}
