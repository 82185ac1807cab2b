import { API_CALL_METHODS } from '../../../common/tool-configs';
import type { OpenApiAuthScheme } from '../../../common/openapi-import';
import { toFunctionName } from '../custom/function-name';
import { isObject, type JsonObject } from './read-openapi-document';
import { derefObject, inlineSchema } from './resolve-local-refs';
import { readAuthSchemes, securityOf } from './openapi-security';

type Method = (typeof API_CALL_METHODS)[number];

/** One operation as an api tool would call it. */
export interface OpenApiToolDraft {
  id: string;
  method: Method;
  path: string;
  summary: string;
  name: string;
  description: string;
  /** the path with every {placeholder} renamed to a valid argument name */
  pathTemplate: string;
  schema: JsonObject;
  queryArgs: string[];
  auth: string[];
  problem: string | null;
}

/** operationId in snake case ("getOrder" -> "get_order"), else the method and path. */
const toolNameSource = (operation: JsonObject, method: string, path: string) =>
  typeof operation.operationId === 'string' ? operation.operationId.replace(/([a-z0-9])([A-Z])/g, '$1_$2') : `${method} ${path}`;
const argName = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(\d)/, '_$1');
const jsonMedia = (type: string) => /^application\/([\w.+-]+\+)?json\b/i.test(type);

interface Params {
  properties: JsonObject;
  required: string[];
  queryArgs: string[];
  renamed: Map<string, string>;
  problem: string | null;
}

function readParameters(doc: JsonObject, list: unknown[], where: string): Params {
  const out: Params = { properties: {}, required: [], queryArgs: [], renamed: new Map(), problem: null };
  for (const [i, raw] of list.entries()) {
    const param = derefObject(doc, raw, `${where}: parameters[${i}]`);
    const name = String(param.name ?? '');
    const place = String(param.in ?? '');
    if (place === 'header' || place === 'cookie') {
      if (param.required === true) out.problem ??= `needs the ${place} parameter "${name}", which imported tools cannot send`;
      continue;
    }
    if (place !== 'path' && place !== 'query') continue;
    const key = place === 'path' ? argName(name) : name;
    const schema = isObject(param.schema) ? (inlineSchema(doc, param.schema, where) as JsonObject) : { type: 'string' };
    out.properties[key] = typeof param.description === 'string' && !schema.description ? { ...schema, description: param.description } : schema;
    if (place === 'path') out.renamed.set(name, key);
    else out.queryArgs.push(key);
    if (place === 'path' || param.required === true) out.required.push(key);
  }
  return out;
}

function readBody(doc: JsonObject, raw: unknown, where: string): { schema: JsonObject | null; problem: string | null } {
  if (raw === undefined) return { schema: null, problem: null };
  const body = derefObject(doc, raw, `${where}: requestBody`);
  const content = isObject(body.content) ? body.content : {};
  const media = Object.keys(content).find(jsonMedia);
  if (!media) return { schema: null, problem: 'its request body is not JSON' };
  const schema = inlineSchema(doc, (content[media] as JsonObject | undefined)?.schema ?? {}, where);
  if (!isObject(schema) || (schema.type !== undefined && schema.type !== 'object') || (schema.type === undefined && !isObject(schema.properties))) {
    return { schema: null, problem: 'its request body is not a JSON object' };
  }
  return { schema, problem: null };
}

function draftOperation(doc: JsonObject, path: string, method: Method, item: JsonObject, operation: JsonObject, schemes: OpenApiAuthScheme[], taken: Set<string>): OpenApiToolDraft {
  const id = `${method} ${path}`;
  const where = `operation ${id}`;
  const params = readParameters(doc, [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])], where);
  const body = readBody(doc, operation.requestBody, where);
  const properties: JsonObject = { ...params.properties };
  const required = new Set(params.required);
  let problem = params.problem ?? body.problem;
  if (body.schema) {
    for (const [key, value] of Object.entries(isObject(body.schema.properties) ? body.schema.properties : {})) {
      if (key in properties) problem ??= `the body property "${key}" has the name of a parameter`;
      properties[key] = value;
    }
    if (Array.isArray(body.schema.required)) for (const key of body.schema.required) required.add(String(key));
  }
  const pathTemplate = path.replace(/\{([^}]+)\}/g, (_, name: string) => `{${params.renamed.get(name) ?? argName(name)}}`);
  for (const placeholder of pathTemplate.matchAll(/\{([^}]+)\}/g)) {
    if (!(placeholder[1] in params.properties)) problem ??= `the path parameter "${placeholder[1]}" is not described`;
  }
  const summary = typeof operation.summary === 'string' ? operation.summary.trim() : '';
  const details = typeof operation.description === 'string' ? operation.description.trim() : '';
  const description = [summary, details].filter(Boolean).join('\n\n').slice(0, 2000) || id;
  const schema: JsonObject = { type: 'object', properties };
  if (required.size) schema.required = [...required];
  const auth = securityOf(operation.security ?? doc.security, schemes);
  return { id, method, path, summary, name: toFunctionName(toolNameSource(operation, method, path), taken), description, pathTemplate, schema, queryArgs: params.queryArgs, auth, problem };
}

/** Every GET, POST, PUT, PATCH and DELETE operation of the document, in document order, with the auth schemes it can use. */
export function draftOperations(doc: JsonObject): { drafts: OpenApiToolDraft[]; schemes: OpenApiAuthScheme[] } {
  const schemes = readAuthSchemes(doc);
  const taken = new Set<string>();
  const drafts: OpenApiToolDraft[] = [];
  for (const [path, item] of Object.entries(doc.paths as JsonObject)) {
    const pathItem = item as JsonObject;
    for (const method of API_CALL_METHODS) {
      const operation = pathItem[method.toLowerCase()];
      if (isObject(operation)) drafts.push(draftOperation(doc, path, method, pathItem, operation, schemes, taken));
    }
  }
  return { drafts, schemes };
}

/** The server addresses the document lists (relative ones against the address it was fetched from). */
export function serverUrls(doc: JsonObject, fetchedFrom?: string): string[] {
  const list = Array.isArray(doc.servers) ? doc.servers : [];
  const urls: string[] = [];
  for (const server of list) {
    if (!isObject(server) || typeof server.url !== 'string') continue;
    let url = server.url.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const variable = isObject(server.variables) ? server.variables[name] : undefined;
      return isObject(variable) && variable.default !== undefined ? String(variable.default) : `{${name}}`;
    });
    if (fetchedFrom && !/^https?:\/\//i.test(url)) {
      try {
        url = new URL(url, fetchedFrom).href;
      } catch {
        continue;
      }
    }
    if (/^https?:\/\/[^{}\s]+$/i.test(url)) urls.push(url.replace(/\/+$/, ''));
  }
  return [...new Set(urls)];
}
