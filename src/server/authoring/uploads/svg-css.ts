const LOCAL_REF = /^#[\w:.-]+$/;

/**
 * Keeps SVG styles that only paint: drops @import, external url(...) references, legacy script
 * hooks, and any CSS using escapes (which could spell `url(` in disguise). null = drop it all.
 */
export function sanitizeSvgCss(css: string): string | null {
  if (css.includes('\\')) return null;
  if (/expression\s*\(|javascript:|-moz-binding|behavior\s*:/i.test(css)) return null;
  const cleaned = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(([^)]*)\)/gi, (_whole, inner: string) => {
      const target = inner.trim().replace(/^(['"])(.*)\1$/, '$2').trim();
      return LOCAL_REF.test(target) ? `url(${target})` : 'none';
    });
  // an unclosed url( that the pattern above could not see
  return /url\(/i.test(cleaned.replace(/url\(#[\w:.-]+\)/gi, '')) ? null : cleaned;
}
