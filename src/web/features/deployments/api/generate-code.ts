import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generateCodeBody, generatedCode } from '@common/chat';
import { api } from '../../../lib/api';

export type DeploymentType = z.infer<typeof generateCodeBody>['deploymentType'];
export type GeneratedCode = z.infer<typeof generatedCode>;

export const generateCode = (agentId: string, deploymentType: DeploymentType) =>
  api.post<GeneratedCode>(`/api/agents/${agentId}/generate-code`, { deploymentType });

export function useGenerateCode(agentId: string, options: { onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: (type: DeploymentType) => generateCode(agentId, type), onError: options.onError });
}
