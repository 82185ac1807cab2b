import { parse as parseYaml } from 'yaml';

/** A document that cannot be imported; the message names the problem (a 400 for the caller). */
export class OpenApiProblem extends Error {
  override name = 'OpenApiProblem';
}

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed);
    } catch (err) {
      throw new OpenApiProblem(`The document is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  try {
    // YAML is a superset of JSON; aliases are capped so a "billion laughs" document cannot blow up
    return parseYaml(trimmed, { maxAliasCount: 100, prettyErrors: false });
  } catch (err) {
    const first = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    throw new OpenApiProblem(`The document is neither JSON nor valid YAML: ${first}`);
  }
}

/**
 * Parses an OpenAPI 3.0 or 3.1 document (JSON or YAML) and checks the structure the import reads:
 * the version, info, paths and the shape of each path item.
 */
export function readOpenApiDocument(text: string): JsonObject {
  const doc = parseText(text);
  if (!isObject(doc)) throw new OpenApiProblem('The document must be an object with "openapi", "info" and "paths"');
  if (typeof doc.swagger === 'string') throw new OpenApiProblem(`openapi version ${doc.swagger} (Swagger) is not supported; convert it to OpenAPI 3.0 or 3.1`);
  if (doc.openapi === undefined) throw new OpenApiProblem('openapi is missing: the document must declare "openapi": "3.0.x" or "3.1.x"');
  const version = String(doc.openapi);
  if (!/^3\.[01](\.\d+)?$/.test(version)) throw new OpenApiProblem(`openapi version ${version} is not supported; use 3.0 or 3.1`);
  if (!isObject(doc.info)) throw new OpenApiProblem('info is missing');
  if (doc.paths === undefined) throw new OpenApiProblem('paths is missing');
  if (!isObject(doc.paths)) throw new OpenApiProblem('paths must be an object');
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/')) throw new OpenApiProblem(`paths: "${path}" must start with "/"`);
    if (!isObject(item)) throw new OpenApiProblem(`paths: "${path}" must be an object`);
  }
  if (doc.servers !== undefined && !Array.isArray(doc.servers)) throw new OpenApiProblem('servers must be an array');
  if (doc.components !== undefined && !isObject(doc.components)) throw new OpenApiProblem('components must be an object');
  return doc;
}
