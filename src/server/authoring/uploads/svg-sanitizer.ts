import { sanitizeSvgCss } from './svg-css';

/*
 * An allow-list SVG sanitiser: it re-serialises only known painting elements and attributes, so
 * scripts, event handlers, foreignObject, animation (which can rewrite links), external references
 * (href, url(), @import, <image>) and DOCTYPE entity tricks never reach the stored file.
 */

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
]);

const ATTRIBUTES = new Set([
  'id', 'class', 'style', 'transform', 'lang', 'xml:lang', 'xml:space', 'role', 'aria-label', 'aria-hidden', 'data-name',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'dx', 'dy', 'width', 'height',
  'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'version', 'rotate', 'textLength', 'lengthAdjust',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit',
  'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'mask', 'filter', 'paint-order', 'vector-effect', 'shape-rendering', 'image-rendering',
  'mix-blend-mode', 'isolation', 'enable-background', 'color-interpolation-filters',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'alignment-baseline',
  'letter-spacing', 'word-spacing', 'text-decoration',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color', 'stop-opacity',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'markerWidth', 'markerHeight', 'refX', 'refY', 'orient', 'markerUnits', 'marker-start', 'marker-mid', 'marker-end',
  'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'type', 'values', 'operator',
  'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity', 'radius', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent',
  'href', 'xlink:href',
]);

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The attribute's safe value, or null to drop it. */
function cleanAttribute(name: string, rawValue: string): string | null {
  if (!ATTRIBUTES.has(name)) return null;
  const value = decodeEntities(rawValue);
  // whitespace and control characters can hide a scheme ("java\tscript:")
  const compact = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
  if (/javascript:|vbscript:|data:/i.test(compact)) return null;
  if (name === 'href' || name === 'xlink:href') return /^#[\w:.-]+$/.test(value.trim()) ? value.trim() : null;
  if (name === 'style') return sanitizeSvgCss(value);
  if (/url\(/i.test(value)) return /^\s*url\(\s*#[\w:.-]+\s*\)\s*$/i.test(value) ? value.trim() : null;
  return value;
}

const ATTRIBUTE_PATTERN = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function serializeStartTag(name: string, attributeSource: string, isRoot: boolean, selfClosing: boolean): string {
  const kept: string[] = isRoot ? [`xmlns="${SVG_NS}"`, `xmlns:xlink="${XLINK_NS}"`] : [];
  const seen = new Set<string>();
  for (const match of attributeSource.matchAll(ATTRIBUTE_PATTERN)) {
    const attrName = match[1];
    if (seen.has(attrName)) continue;
    seen.add(attrName);
    const value = cleanAttribute(attrName, match[2] ?? match[3] ?? match[4] ?? '');
    if (value !== null) kept.push(`${attrName}="${escapeAttribute(value)}"`);
  }
  return `<${name}${kept.length ? ` ${kept.join(' ')}` : ''}${selfClosing ? '/>' : '>'}`;
}

/** Index just past the '>' closing a tag that starts at `from`, honouring quoted attribute values. */
function findTagEnd(source: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < source.length; i += 1) {
    const c = source[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return -1;
}

/** Index just past a markup declaration (<!DOCTYPE ... [ internal subset ]>). */
function findDeclarationEnd(source: string, from: number): number {
  let depth = 0;
  for (let i = from; i < source.length; i += 1) {
    if (source[i] === '[') depth += 1;
    else if (source[i] === ']') depth -= 1;
    else if (source[i] === '>' && depth <= 0) return i + 1;
  }
  return source.length;
}

/** The sanitised SVG document, or null when no <svg> root survives. */
export function sanitizeSvg(source: string): string | null {
  const out: string[] = [];
  const open: string[] = [];
  let skipDepth = 0;
  let sawRoot = false;
  let i = 0;

  const emitText = (text: string, raw: boolean) => {
    if (skipDepth > 0 || open.length === 0) return;
    if (open[open.length - 1] === 'style') {
      const css = sanitizeSvgCss(raw ? text : decodeEntities(text));
      if (css) out.push(escapeText(css));
      return;
    }
    out.push(escapeText(raw ? text : decodeEntities(text)));
  };

  while (i < source.length) {
    const lt = source.indexOf('<', i);
    if (lt === -1) {
      emitText(source.slice(i), false);
      break;
    }
    if (lt > i) emitText(source.slice(i, lt), false);
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      i = end === -1 ? source.length : end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9);
      emitText(source.slice(lt + 9, end === -1 ? source.length : end), true);
      i = end === -1 ? source.length : end + 3;
    } else if (source.startsWith('<!', lt)) {
      i = findDeclarationEnd(source, lt + 2);
    } else if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt + 2);
      i = end === -1 ? source.length : end + 2;
    } else {
      const end = findTagEnd(source, lt + 1);
      if (end === -1) break;
      const tag = source.slice(lt + 1, end - 1);
      i = end;
      const closing = /^\/\s*([^\s/>]+)\s*$/.exec(tag);
      if (closing) {
        if (skipDepth > 0) skipDepth -= 1;
        else if (open.includes(closing[1])) {
          while (open.length > 0) {
            const name = open.pop() as string;
            out.push(`</${name}>`);
            if (name === closing[1]) break;
          }
        }
        continue;
      }
      const opening = /^([A-Za-z_][\w:.-]*)([\s\S]*?)(\/?)$/.exec(tag);
      if (!opening) continue;
      const [, name, attributes, slash] = opening;
      const selfClosing = slash === '/';
      const allowed = skipDepth === 0 && ELEMENTS.has(name) && (open.length > 0 ? true : name === 'svg' && !sawRoot);
      if (!allowed) {
        if (!selfClosing) skipDepth += 1;
        continue;
      }
      const isRoot = open.length === 0;
      sawRoot ||= isRoot;
      out.push(serializeStartTag(name, attributes, isRoot, selfClosing));
      if (!selfClosing) open.push(name);
    }
  }
  while (open.length > 0) out.push(`</${open.pop() as string}>`);
  return sawRoot ? out.join('') : null;
}
