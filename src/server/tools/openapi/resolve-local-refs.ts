import { isObject, OpenApiProblem, type JsonObject } from './read-openapi-document';

/** Recursive schemas are cut here: deeper levels accept any value. */
const MAX_DEPTH = 12;

function decodePointerPart(part: string): string {
  return decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value a local reference ("#/components/schemas/Pet") points to; an OpenApiProblem naming `where` otherwise. */
export function lookUpRef(doc: JsonObject, ref: string, where: string): unknown {
  if (!ref.startsWith('#/')) throw new OpenApiProblem(`${where}: $ref ${ref} is not supported (only references inside the document, starting with #/)`);
  let value: unknown = doc;
  for (const part of ref.slice(2).split('/').map(decodePointerPart)) {
    if (!isObject(value) && !Array.isArray(value)) throw new OpenApiProblem(`${where}: $ref ${ref} not found`);
    value = (value as Record<string, unknown>)[part];
    if (value === undefined) throw new OpenApiProblem(`${where}: $ref ${ref} not found`);
  }
  return value;
}

/** Follows $ref chains of an object (a parameter, a request body) to the object itself. */
export function derefObject(doc: JsonObject, value: unknown, where: string): JsonObject {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new OpenApiProblem(`${where}: $ref ${current.$ref} loops`);
    current = lookUpRef(doc, current.$ref, where);
  }
  if (!isObject(current)) throw new OpenApiProblem(`${where}: expected an object`);
  return current;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema: the type also allows null. */
function withNull(schema: JsonObject): JsonObject {
  const { nullable, ...rest } = schema;
  if (nullable !== true || typeof rest.type !== 'string') return rest;
  return { ...rest, type: [rest.type, 'null'] };
}

/**
 * A JSON Schema with every local $ref inlined (the model's tool schema must stand alone).
 * OpenAPI-only keywords the model does not need are dropped; recursion is cut at MAX_DEPTH.
 */
export function inlineSchema(doc: JsonObject, schema: unknown, where: string, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlineSchema(doc, s, where, depth));
  if (!isObject(schema)) return schema;
  if (depth > MAX_DEPTH) return {};
  if (typeof schema.$ref === 'string') {
    const { $ref, ...siblings } = schema;
    const target = inlineSchema(doc, lookUpRef(doc, $ref, where), where, depth + 1);
    return isObject(target) ? { ...target, ...(inlineSchema(doc, siblings, where, depth) as JsonObject) } : target;
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(withNull(schema))) {
    if (key === 'example' || key === 'examples' || key === 'xml' || key === 'externalDocs' || key === 'discriminator') continue;
    // "properties" holds names, not schemas: keep its keys, inline its values
    if (key === 'properties' && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, inlineSchema(doc, s, where, depth + 1)]));
    } else {
      out[key] = inlineSchema(doc, value, where, depth + 1);
    }
  }
  return out;
}
