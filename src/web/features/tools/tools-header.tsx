import { FileJson, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../components/section-header';
import { Button } from '../../components/ui/button';

export function ToolsHeader({ onCreate, onImport }: { onCreate: () => void; onImport: () => void }) {
  const { t } = useTranslation('tools');
  const { t: ti } = useTranslation('toolImports');
  return (
    <SectionHeader
      title={t('title')}
      subtitle={t('subtitle')}
      action={
        <div className="flex flex-wrap gap-2 self-start sm:flex-nowrap sm:self-auto">
          <Button variant="outline" onClick={onImport} data-testid="import-openapi-button">
            <FileJson />
            {ti('importButton')}
          </Button>
          <Button onClick={onCreate} data-testid="create-tool-button">
            <Plus />
            {t('createTool')}
          </Button>
        </div>
      }
    />
  );
}
