import { useQuery } from '@tanstack/react-query';
import { Globe, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form-message';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { agentQuery } from '../api/get-agent';
import { DeleteUrlDialog } from './delete-url-dialog';
import { useTextRows } from './use-text-rows';

/** Website rows; a row already stored on the agent (and starting with http) is deleted from the knowledge base instead. */
export function WebsiteUrlsField({ agentId }: { agentId: string | null }) {
  const { t } = useTranslation('wizard');
  const { rows: urls, write, current, setRow, removeRow, addRow, rowError } = useTextRows('websiteUrls');
  const stored = useQuery({ ...agentQuery(agentId ?? ''), enabled: agentId !== null }).data?.websiteUrls ?? [];
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);

  const isSaved = (url: string) => /^http/i.test(url) && stored.some((s) => s.replace(/\/+$/, '') === url.trim().replace(/\/+$/, ''));

  return (
    <div className="grid gap-2">
      <Label htmlFor="website-url-0">{t('knowledge.websites')}</Label>
      <p className="text-xs text-muted-foreground">{t('knowledge.websitesHint')}</p>
      <ul className="grid gap-2">
        {urls.map((url, i) => (
          <li key={i} className="grid gap-1">
            <div className="flex items-center gap-2">
              <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <Input
                id={`website-url-${i}`}
                type="url"
                inputMode="url"
                placeholder="https://example.com"
                value={url}
                aria-invalid={rowError(i) ? true : undefined}
                onChange={(e) => setRow(i, e.target.value)}
              />
              {isSaved(url) ? (
                <Button type="button" variant="ghost" size="icon" aria-label={t('knowledge.deleteUrl')} title={t('knowledge.deleteUrl')} onClick={() => setPendingUrl(url.trim())}>
                  <Trash2 className="text-destructive" />
                </Button>
              ) : (
                <Button type="button" variant="ghost" size="icon" aria-label={t('knowledge.removeRow')} title={t('knowledge.removeRow')} onClick={() => removeRow(i)}>
                  <X />
                </Button>
              )}
            </div>
            <FormMessage message={rowError(i)} />
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={addRow}>
        <Plus />
        {t('knowledge.addUrl')}
      </Button>
      {agentId && (
        <DeleteUrlDialog
          agentId={agentId}
          url={pendingUrl}
          onClose={() => setPendingUrl(null)}
          onDeleted={(deleted) => write(current().filter((u) => u.trim().replace(/\/+$/, '') !== deleted.replace(/\/+$/, '')))}
        />
      )}
    </div>
  );
}
