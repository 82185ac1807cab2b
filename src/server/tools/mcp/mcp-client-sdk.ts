/**
 * The MCP SDK's client side, imported on an instance's first MCP call: most instances never make
 * one, and loading it at start cost about 10 MB of resident memory (bench/startup).
 */
let loading: Promise<typeof import('@modelcontextprotocol/sdk/client/index.js') & typeof import('@modelcontextprotocol/sdk/client/streamableHttp.js')> | null = null;

export function loadMcpClientSdk() {
  loading ??= Promise.all([import('@modelcontextprotocol/sdk/client/index.js'), import('@modelcontextprotocol/sdk/client/streamableHttp.js')]).then(([client, http]) => ({ ...client, ...http }));
  // a failed import is tried again on the next call
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * The HTTP status in the SDK transport's StreamableHTTPError (its message starts with
 * "Streamable HTTP error: " and it carries a numeric code), read without loading the SDK.
 */
export function mcpHttpStatus(err: unknown): number | undefined {
  if (!(err instanceof Error) || !err.message.startsWith('Streamable HTTP error: ')) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}
