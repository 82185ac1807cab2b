import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

export function ToolsHeader({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('tools');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold tracking-tight">{t('title')}</h2>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <Button onClick={onCreate} className="self-start sm:self-auto" data-testid="create-tool-button">
        <Plus />
        {t('createTool')}
      </Button>
    </div>
  );
}
