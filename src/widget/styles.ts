import type { WidgetOptions } from './options';

/** Shadow-DOM styles: nothing leaks to or from the host page (`all: initial` on the host). */
export function widgetCss(o: WidgetOptions): string {
  const side = o.position;
  // the panel shows its own background while the frame loads: match the chat's theme
  const dark = '.panel{background:#111827}';
  const panelTheme = o.theme === 'dark' ? dark : o.theme === 'auto' ? `@media (prefers-color-scheme:dark){${dark}}` : '';
  return `
:host{all:initial}
*{box-sizing:border-box}
.btn{position:fixed;bottom:20px;${side}:20px;z-index:2147483000;width:56px;height:56px;border:0;border-radius:50%;
background:${o.primaryColor};color:#fff;cursor:pointer;display:flex;align-items:center;justify-content:center;
box-shadow:0 6px 20px rgba(0,0,0,.25);transition:transform .2s}
.btn:hover{transform:scale(1.06)}
.btn:focus-visible,.close:focus-visible{outline:3px solid ${o.primaryColor};outline-offset:3px}
.btn svg{width:26px;height:26px}
.panel{position:fixed;bottom:88px;${side}:20px;z-index:2147483000;width:380px;height:600px;max-height:calc(100vh - 108px);
border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 12px 40px rgba(0,0,0,.3);
opacity:0;transform:translateY(12px);transition:opacity .2s,transform .2s;visibility:hidden}
.panel.open{opacity:1;transform:none;visibility:visible}
iframe{width:100%;height:100%;border:0;display:block}
.close{display:none;position:absolute;top:10px;right:10px;width:36px;height:36px;border:0;border-radius:50%;
background:rgba(0,0,0,.55);color:#fff;cursor:pointer;align-items:center;justify-content:center}
.close svg{width:18px;height:18px}
@media (max-width:480px){
.panel{inset:0;width:100vw;height:100dvh;max-height:none;border-radius:0}
.panel.open+.btn{display:none}
.close{display:flex}
}
@media (prefers-reduced-motion:reduce){.btn,.panel{transition:none}}
${panelTheme}${o.animations ? '' : '.btn,.panel{transition:none}.btn:hover{transform:none}'}${o.shadows ? '' : '.btn,.panel{box-shadow:none}.panel{border:1px solid rgba(0,0,0,.15)}'}
`;
}
