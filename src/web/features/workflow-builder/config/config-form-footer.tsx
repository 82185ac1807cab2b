import { AlertTriangle, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';

/** Problems that keep a configuration from being saved, named by their field. */
export function ConfigIssues({ issues }: { issues: string[] }) {
  if (issues.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive" data-testid="node-config-issues">
      {issues.map((issue) => (
        <li key={issue} className="flex items-start gap-2">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {issue}
        </li>
      ))}
    </ul>
  );
}

/** Cancel and 'Save Configuration', kept in view while the dialog scrolls (its padding is p-6). */
export function ConfigFormFooter({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('workflowBuilder');
  const { t: tc } = useTranslation();
  return (
    <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-card px-6 py-4">
      <Button type="button" variant="outline" onClick={onCancel}>
        {tc('cancel')}
      </Button>
      <Button type="submit" data-testid="save-node-config">
        <Check />
        {t('dialog.save')}
      </Button>
    </DialogFooter>
  );
}
