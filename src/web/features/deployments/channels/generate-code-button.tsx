import { Code2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api';
import { useGenerateCode, type DeploymentType } from '../api/generate-code';
import { GeneratedCodeDialog } from './generated-code-dialog';

interface GenerateCodeButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  agentId: string;
  type: DeploymentType;
  label: string;
}

/** Asks the server for ready-to-paste code, then shows it; a failure is toasted ('Generation Failed'). */
export function GenerateCodeButton({ agentId, type, label, variant, size }: GenerateCodeButtonProps) {
  const { t } = useTranslation('deployments');
  const generate = useGenerateCode(agentId, {
    onError: (error) =>
      toast({ title: t('code.failed'), description: error instanceof ApiError ? error.serverMessage : error.message, variant: 'destructive' }),
  });
  return (
    <>
      <Button variant={variant} size={size} onClick={() => generate.mutate(type)} disabled={generate.isPending} data-testid={`generate-code-${type}`}>
        {generate.isPending ? <Loader2 className="animate-spin" /> : <Code2 />}
        {label}
      </Button>
      <GeneratedCodeDialog result={generate.data ?? null} onClose={() => generate.reset()} />
    </>
  );
}
