import http from 'node:http';
import https from 'node:https';
import { guardedConnection } from '../../platform/ssrf/guarded-connection';
import type { PrivateAccess } from '../../platform/ssrf/ssrf-guard';
import { ProviderHttpError, ProviderResponseError, type ChatModel, type StepMessage, type StepRequest, type StepResult } from './chat-model';
import { CompletionAccumulator } from './completion-accumulator';
import { SseDecoder } from './sse-decoder';

export interface OpenAiChatOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  apiKey?: string;
  modelId: string;
  /** OpenAI's own API takes max_completion_tokens, and its reasoning models no sampling settings */
  dialect: 'openai' | 'compatible';
  /** the instance's ALLOW_PRIVATE_URLS: every call goes through the SSRF guard */
  access: PrivateAccess;
}

const ERROR_BODY_LIMIT = 64 * 1024;

function toWireMessage(m: StepMessage): Record<string, unknown> {
  if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
  if (m.role === 'assistant' && m.toolCalls?.length) {
    return {
      role: 'assistant',
      content: m.content || null,
      tool_calls: m.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
    };
  }
  return { role: m.role, content: m.content };
}

const isReasoningModel = (modelId: string) => /^(o\d|gpt-5)(?!-chat)/.test(modelId);

/** The Chat Completions request body for one step. */
export function chatCompletionsBody(opts: Omit<OpenAiChatOptions, 'access'>, req: Omit<StepRequest, 'signal' | 'onText'>): Record<string, unknown> {
  const openai = opts.dialect === 'openai';
  const sampling = !(openai && isReasoningModel(opts.modelId));
  return {
    model: opts.modelId,
    messages: req.messages.map(toWireMessage),
    stream: true,
    stream_options: { include_usage: true },
    ...(sampling && req.temperature !== undefined ? { temperature: req.temperature } : {}),
    ...(sampling && req.topP !== undefined ? { top_p: req.topP } : {}),
    ...(req.maxOutputTokens !== undefined ? { [openai ? 'max_completion_tokens' : 'max_tokens']: req.maxOutputTokens } : {}),
    ...(req.tools.length
      ? { tools: req.tools.map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters } })) }
      : {}),
  };
}

/**
 * A streaming Chat Completions client on node:http for OpenAI and every OpenAI-compatible server
 * (Ollama, vLLM, LM Studio, OpenRouter...). It is the turn's hot path, so it avoids web streams:
 * see docs/decisions/0008.
 */
export function createOpenAiChatModel(opts: OpenAiChatOptions): ChatModel {
  const url = new URL(`${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const transport = protocol === 'https:' ? https : http;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream, application/json' };
  if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
  const target = { protocol, hostname: url.hostname.replace(/^\[|\]$/g, ''), port: url.port, path: `${url.pathname}${url.search}`, method: 'POST', headers };

  return {
    step: (req) =>
      new Promise<StepResult>((resolve, reject) => {
        if (req.signal.aborted) return reject(abortError(req.signal));
        let settled = false;
        let request: http.ClientRequest | null = null;
        const settle = (err: unknown, result?: StepResult) => {
          if (settled) return;
          settled = true;
          req.signal.removeEventListener('abort', onAbort);
          if (err) {
            request?.destroy();
            reject(err);
          } else resolve(result as StepResult);
        };
        const onAbort = () => settle(abortError(req.signal));
        req.signal.addEventListener('abort', onAbort, { once: true });

        // kept-alive connections are reused between turns; a new one checks and pins its addresses
        let connection: ReturnType<typeof guardedConnection>;
        try {
          connection = guardedConnection(url, opts.access);
        } catch (err) {
          return settle(err);
        }
        request = transport.request({ ...target, ...connection }, (res) => {
          res.setEncoding('utf8');
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) {
            let body = '';
            res.on('data', (piece: string) => {
              if (body.length < ERROR_BODY_LIMIT) body += piece;
            });
            res.on('end', () => settle(new ProviderHttpError(status, body)));
            res.on('error', (err) => settle(err));
            return;
          }
          const acc = new CompletionAccumulator(req.onText);
          const streamed = !String(res.headers['content-type'] ?? '').includes('application/json');
          let whole = '';
          let ended = false;
          const decoder = new SseDecoder((data) => {
            if (data === '[DONE]') return;
            acc.add(parseJson(data));
          });
          res.on('data', (piece: string) => {
            if (settled) return;
            try {
              if (streamed) decoder.push(piece);
              else whole += piece;
            } catch (err) {
              settle(err);
            }
          });
          res.on('end', () => {
            ended = true;
            try {
              if (streamed) decoder.end();
              else acc.add(parseJson(whole));
              settle(null, acc.result());
            } catch (err) {
              settle(err);
            }
          });
          res.on('error', (err) => settle(err));
          res.on('close', () => {
            if (!ended) settle(new ProviderResponseError('The model closed the connection before the answer was complete.'));
          });
        });
        request.on('error', (err) => settle(err));
        request.end(JSON.stringify(chatCompletionsBody(opts, req)));
      }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderResponseError('The model sent a reply that is not valid JSON.');
  }
}

function abortError(signal: AbortSignal): Error {
  const reason = signal.reason instanceof Error ? signal.reason.message : 'aborted';
  return new Error(`The model call was aborted: ${/timeout/i.test(reason) ? 'timeout' : reason}`);
}
