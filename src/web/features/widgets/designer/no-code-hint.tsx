import { Code2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** With no code loaded, the preview and test tabs point to the editor. */
export function NoCodeHint({ message, onOpenEditor }: { message: string; onOpenEditor: () => void }) {
  const { t } = useTranslation('widgets');
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center" data-testid="no-code-hint">
      <Code2 className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onOpenEditor}>
        {t('preview.openEditor')}
      </Button>
    </div>
  );
}
