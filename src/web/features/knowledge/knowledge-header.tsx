import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../components/section-header';
import { Button } from '../../components/ui/button';

export function KnowledgeHeader({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('knowledge');
  return (
    <SectionHeader
      title={t('title')}
      subtitle={t('subtitle')}
      action={
        <Button onClick={onCreate} className="self-start sm:self-auto" data-testid="create-dataset-button">
          <Plus />
          {t('createDataset')}
        </Button>
      }
    />
  );
}
