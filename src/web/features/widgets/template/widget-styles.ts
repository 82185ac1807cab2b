/** Layout of the default widget template; every selector is scoped to #af-widget so host pages keep their styles. */
export const WIDGET_STYLES = `#af-widget{position:fixed;right:20px;bottom:20px;z-index:2147483000;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:var(--af-text)}
#af-widget *{box-sizing:border-box;margin:0;font:inherit}
#af-widget .af-launcher{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border:0;border-radius:var(--af-round);background:var(--af-primary);color:var(--af-on-primary);cursor:pointer;box-shadow:var(--af-shadow);transition:transform var(--af-speed) ease}
#af-widget .af-launcher:hover{transform:scale(1.06)}
#af-widget .af-launcher svg{width:26px;height:26px}
#af-widget.af-open .af-launcher{display:none}
#af-widget .af-panel{position:absolute;right:0;bottom:0;display:flex;flex-direction:column;width:min(360px,calc(100vw - 40px));height:min(520px,calc(100vh - 40px));overflow:hidden;background:var(--af-bg);border:1px solid var(--af-border);border-radius:var(--af-radius);box-shadow:var(--af-shadow);animation:af-in var(--af-speed) ease-out}
#af-widget .af-panel[hidden],#af-widget [hidden]{display:none}
#af-widget .af-header{display:flex;align-items:center;gap:10px;padding:12px 14px;background:var(--af-primary);color:var(--af-on-primary)}
#af-widget .af-logo{width:32px;height:32px;flex:none;border-radius:50%;object-fit:cover;background:#fff}
#af-widget .af-heading{display:flex;flex:1;flex-direction:column;min-width:0}
#af-widget .af-title{overflow:hidden;font-weight:600;white-space:nowrap;text-overflow:ellipsis}
#af-widget .af-status{font-size:12px;opacity:.85}
#af-widget .af-close{padding:4px 6px;border:0;background:transparent;color:inherit;font-size:22px;line-height:1;cursor:pointer;opacity:.85}
#af-widget .af-messages{display:flex;flex:1;flex-direction:column;gap:8px;overflow-y:auto;padding:14px}
#af-widget .af-msg{max-width:85%;padding:8px 12px;border-radius:calc(var(--af-radius) * .75);white-space:pre-wrap;overflow-wrap:anywhere}
#af-widget .af-assistant{align-self:flex-start;background:var(--af-bubble);color:var(--af-text)}
#af-widget .af-user{align-self:flex-end;background:var(--af-primary);color:var(--af-on-primary)}
#af-widget .af-error{color:#dc2626}
#af-widget .af-typing::after{content:"\\2022\\2022\\2022";letter-spacing:2px;animation:af-blink 1s infinite}
#af-widget .af-ended{padding:6px 14px;color:var(--af-muted);font-size:12px;text-align:center}
#af-widget .af-form{display:flex;gap:8px;padding:10px;border-top:1px solid var(--af-border)}
#af-widget .af-input{flex:1;min-width:0;padding:9px 12px;border:1px solid var(--af-border);border-radius:calc(var(--af-radius) * .6);background:var(--af-bg);color:var(--af-text);outline:none}
#af-widget .af-input:focus{border-color:var(--af-primary)}
#af-widget .af-send{padding:0 14px;border:0;border-radius:calc(var(--af-radius) * .6);background:var(--af-primary);color:var(--af-on-primary);font-weight:600;cursor:pointer}
#af-widget .af-send:disabled,#af-widget .af-input:disabled{cursor:not-allowed;opacity:.6}
@keyframes af-in{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
@keyframes af-blink{50%{opacity:.3}}
@media (max-width:480px){#af-widget{right:12px;bottom:12px}#af-widget .af-panel{position:fixed;inset:12px;width:auto;height:auto}}
@media (prefers-reduced-motion:reduce){#af-widget *{animation:none!important;transition:none!important}}`;
