import { Loader2, Plug, Save } from 'lucide-react';
import type { McpServerView } from '@common/mcp';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../components/form-message';
import { headersToRows, rowsToHeaders, type HeaderRow } from '../../components/header-rows';
import { HeadersEditor } from '../../components/headers-editor';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { useAddMcpServer, useUpdateMcpServer } from './api/mcp-servers';
import { errorMessage } from './error-message';

/** Add MCP server (or edit one): a name, its Streamable HTTP address and optional headers (stored encrypted). */
export function McpServerDialog({ projectId, server, onClose }: { projectId: string; server?: McpServerView; onClose: () => void }) {
  const { t } = useTranslation('mcp');
  const { t: tc } = useTranslation();
  const create = useAddMcpServer(projectId);
  const update = useUpdateMcpServer(projectId, server?.id ?? '');
  const add = server ? update : create;
  const [name, setName] = useState(server?.name ?? '');
  const [url, setUrl] = useState(server?.url ?? '');
  const [rows, setRows] = useState<HeaderRow[]>(server ? headersToRows(server.headers) : []);
  const error = add.error ? errorMessage(add.error) : undefined;

  const submit = () =>
    add.mutate(
      { name: name.trim(), url: url.trim(), headers: rowsToHeaders(rows) },
      {
        onSuccess: (saved) => {
          toast(
            server
              ? { title: t('toasts.updated'), description: saved.lastError ?? t('toasts.addedBody', { name: saved.name, count: saved.tools.length }) }
              : { title: t('toasts.added'), description: t('toasts.addedBody', { name: saved.name, count: saved.tools.length }) },
          );
          onClose();
        },
      },
    );

  return (
    <Dialog open onOpenChange={(open) => !open && !add.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-xl overflow-y-auto" data-testid="mcp-server-dialog">
        <DialogHeader>
          <DialogTitle>{server ? t('add.editTitle') : t('add.title')}</DialogTitle>
          <DialogDescription>{server ? t('add.editDescription') : t('add.description')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="mcp-name">{t('add.name')}</Label>
            <Input id="mcp-name" autoFocus value={name} onChange={(e) => setName(e.target.value)} placeholder={t('add.namePlaceholder')} data-testid="mcp-name-input" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="mcp-url">{t('add.url')}</Label>
            <Input id="mcp-url" type="url" inputMode="url" spellCheck={false} value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/mcp" aria-describedby="mcp-url-hint" data-testid="mcp-url-input" />
            <p id="mcp-url-hint" className="text-xs text-muted-foreground">
              {t('add.urlHint')}
            </p>
          </div>
          <HeadersEditor
            idPrefix="mcp"
            rows={rows}
            onChange={setRows}
            secretValues
            text={{
              legend: t('add.headers'),
              hint: t('add.headersHint'),
              name: t('add.headerName'),
              namePlaceholder: 'Authorization',
              value: t('add.headerValue'),
              remove: () => t('add.removeHeader'),
              add: t('add.addHeader'),
            }}
          />
          <FormMessage id="mcp-add-error" message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={add.isPending}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={add.isPending || !name.trim() || !url.trim()} data-testid="mcp-add-submit">
              {add.isPending ? <Loader2 className="animate-spin" /> : server ? <Save /> : <Plug />}
              {server ? t('add.save') : t('add.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
