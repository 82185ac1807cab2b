import { AGENT_FILE_MAX_BYTES, secretPlaceholders } from '@common/agent-file';

export type PickedAgentFile = { name: string; content: unknown; secrets: string[] } | { name: string; problem: 'tooLarge' | 'notJson' };

/** The picked file read as JSON, with the secret placeholders the import will ask values for. */
export async function readAgentFile(file: File): Promise<PickedAgentFile> {
  if (file.size > AGENT_FILE_MAX_BYTES) return { name: file.name, problem: 'tooLarge' };
  try {
    const content: unknown = JSON.parse(await file.text());
    return { name: file.name, content, secrets: secretPlaceholders(content) };
  } catch {
    return { name: file.name, problem: 'notJson' };
  }
}
