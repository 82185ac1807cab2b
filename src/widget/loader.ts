import { fetchWidgetConfig, frameUrl, readOptions, type WidgetOptions } from './options';
import { widgetCss } from './styles';

/*
 * The embed script: <script src="https://host/widget.js" data-version-id="…" async></script>.
 * An IIFE with no dependencies; it touches the host page only through one element whose
 * Shadow DOM holds the floating button and the chat frame, and one optional global guard.
 */
const CHAT_ICON = '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
const CLOSE_ICON = '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
const LABELS = {
  en: { open: 'Open chat', close: 'Close chat', title: 'Chat' },
  es: { open: 'Abrir chat', close: 'Cerrar chat', title: 'Chat' },
};

type Guarded = Window & { AgentForgeWidget?: { versions: string[] } };

function mount(o: WidgetOptions): void {
  const labels = LABELS[o.lang];
  const host = document.createElement('div');
  host.setAttribute('data-agentforge-widget', o.versionId);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${widgetCss(o)}</style><div class="panel" id="p" role="dialog" aria-label="${labels.title}"><button class="close" type="button" aria-label="${labels.close}">${CLOSE_ICON}</button></div><button class="btn" type="button" aria-controls="p" aria-expanded="false" aria-label="${labels.open}">${CHAT_ICON}</button>`;
  const panel = root.querySelector('.panel') as HTMLDivElement;
  const button = root.querySelector('.btn') as HTMLButtonElement;
  let frame: HTMLIFrameElement | null = null;
  let open = false;

  const setOpen = (next: boolean, moveFocus = true) => {
    open = next;
    if (open && !frame) {
      // created on first open, so the host page pays nothing until the visitor asks
      frame = document.createElement('iframe');
      frame.src = frameUrl(o);
      frame.title = labels.title;
      frame.allow = 'clipboard-write';
      panel.appendChild(frame);
    }
    panel.classList.toggle('open', open);
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? labels.close : labels.open);
    button.innerHTML = open ? CLOSE_ICON : CHAT_ICON;
    if (!moveFocus) return;
    if (open) frame?.focus();
    else button.focus({ preventScroll: true });
  };

  button.addEventListener('click', () => setOpen(!open));
  (root.querySelector('.close') as HTMLButtonElement).addEventListener('click', () => setOpen(false));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && open) setOpen(false);
  });
  // Escape pressed inside the frame arrives as a message from it.
  window.addEventListener('message', (e) => {
    if (frame && e.source === frame.contentWindow && e.origin === o.origin && (e.data as { type?: string } | null)?.type === 'agentforge:close') setOpen(false);
  });
  document.body.appendChild(host);
  // auto-open shows the chat without taking the visitor's focus away from the page
  if (o.autoOpen) setOpen(true, false);
}

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const versionId = script.dataset.versionId?.trim() ?? '';
  const w = window as Guarded;
  const guard = (w.AgentForgeWidget ??= { versions: [] });
  // the same tag pasted twice (or a script loaded again by a SPA) mounts once
  if (guard.versions.includes(versionId)) return;
  if (versionId) guard.versions.push(versionId);

  const widgetId = script.dataset.widgetId?.trim();
  const origin = new URL(script.src).origin;
  void (widgetId ? fetchWidgetConfig(origin, widgetId) : Promise.resolve({})).then((config) => {
    const options = readOptions(script, navigator.language, config);
    if (!options) return;
    if (document.body) mount(options);
    else document.addEventListener('DOMContentLoaded', () => mount(options), { once: true });
  });
})();
