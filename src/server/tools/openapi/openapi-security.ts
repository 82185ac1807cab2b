import type { OpenApiAuthScheme } from '../../../common/openapi-import';
import { isObject, type JsonObject } from './read-openapi-document';

/** The security schemes an imported tool can send: an API key in a header or the query, or an HTTP bearer token. */
export function readAuthSchemes(doc: JsonObject): OpenApiAuthScheme[] {
  const components = isObject(doc.components) ? doc.components : {};
  const declared = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const schemes: OpenApiAuthScheme[] = [];
  for (const [id, raw] of Object.entries(declared)) {
    if (!isObject(raw)) continue;
    const description = typeof raw.description === 'string' ? raw.description : '';
    if (raw.type === 'apiKey' && (raw.in === 'header' || raw.in === 'query') && typeof raw.name === 'string' && raw.name) {
      schemes.push({ id, kind: 'apiKey', in: raw.in, paramName: raw.name, description });
    } else if (raw.type === 'http' && String(raw.scheme).toLowerCase() === 'bearer') {
      schemes.push({ id, kind: 'bearer', in: 'header', paramName: 'Authorization', description });
    }
  }
  return schemes;
}

/**
 * The schemes an operation sends: the first alternative of its security requirement (or the
 * document's) made only of schemes an imported tool supports; none when no alternative fits.
 */
export function securityOf(requirement: unknown, schemes: OpenApiAuthScheme[]): string[] {
  if (!Array.isArray(requirement)) return [];
  const known = new Set(schemes.map((s) => s.id));
  for (const alternative of requirement) {
    if (!isObject(alternative)) continue;
    const ids = Object.keys(alternative);
    if (ids.every((id) => known.has(id))) return ids;
  }
  return [];
}
