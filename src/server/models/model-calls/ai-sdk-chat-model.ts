import type { LanguageModelV3, LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import type { ChatModel, StepMessage, StepResult, ToolCallRequest } from './chat-model';

function toPrompt(messages: StepMessage[]): LanguageModelV3Prompt {
  return messages.map((m) => {
    switch (m.role) {
      case 'system':
        return { role: 'system', content: m.content };
      case 'user':
        return { role: 'user', content: [{ type: 'text', text: m.content }] };
      case 'assistant':
        return {
          role: 'assistant',
          content: [
            ...(m.content ? [{ type: 'text' as const, text: m.content }] : []),
            ...(m.toolCalls ?? []).map((c) => ({ type: 'tool-call' as const, toolCallId: c.id, toolName: c.name, input: parseArguments(c.arguments) })),
          ],
        };
      case 'tool':
        return { role: 'tool', content: [{ type: 'tool-result', toolCallId: m.toolCallId, toolName: m.toolName, output: { type: 'text', value: m.content } }] };
    }
  });
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text || '{}');
  } catch {
    return {};
  }
}

/**
 * Runs one step on a model of the AI SDK's provider interface (Anthropic, and the built-in
 * offline model), through its streaming call.
 */
export function aiSdkChatModel(model: LanguageModelV3): ChatModel {
  return {
    step: async (req) => {
      const { stream } = await model.doStream({
        prompt: toPrompt(req.messages),
        tools: req.tools.map((t) => ({ type: 'function', name: t.name, description: t.description, inputSchema: t.parameters })),
        temperature: req.temperature,
        topP: req.topP,
        maxOutputTokens: req.maxOutputTokens,
        abortSignal: req.signal,
      });
      const result: StepResult = { text: '', toolCalls: [] as ToolCallRequest[], finishReason: 'other', inputTokens: 0, outputTokens: 0 };
      const reader = stream.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const part: LanguageModelV3StreamPart = value;
        if (part.type === 'text-delta') {
          result.text += part.delta;
          req.onText(part.delta);
        } else if (part.type === 'tool-call') {
          result.toolCalls.push({ id: part.toolCallId, name: part.toolName, arguments: part.input });
        } else if (part.type === 'finish') {
          result.finishReason = part.finishReason.unified;
          result.inputTokens = part.usage.inputTokens.total ?? 0;
          result.outputTokens = part.usage.outputTokens.total ?? 0;
        } else if (part.type === 'error') {
          throw part.error;
        }
      }
      return result;
    },
  };
}
