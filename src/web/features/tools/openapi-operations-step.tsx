import { ArrowLeft, Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenApiPreview } from '@common/openapi-import';
import { FormMessage } from '../../components/form-message';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { useImportOpenApi } from './api/import-openapi';
import { errorMessage } from './error-message';

/** Step 2 of Import OpenAPI: pick operations, the server, and type the secrets their auth needs. */
export function OpenApiOperationsStep({ projectId, preview, onBack, onDone }: { projectId: string; preview: OpenApiPreview; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation('toolImports');
  const save = useImportOpenApi(projectId);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [serverUrl, setServerUrl] = useState(preview.servers[0] ?? '');
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const needed = preview.authSchemes.filter((s) => preview.operations.some((op) => picked.has(op.id) && op.auth.includes(s.id)));
  const error = save.error ? errorMessage(save.error) : undefined;

  const toggle = (id: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = () =>
    save.mutate(
      { document: preview.document, serverUrl, operations: [...picked], secrets: Object.fromEntries(needed.map((s) => [s.id, secrets[s.id] ?? ''])) },
      {
        onSuccess: ({ tools }) => {
          toast({ title: t('toasts.imported'), description: t('toasts.importedBody', { count: tools.length }) });
          onDone();
        },
      },
    );

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-sm">
        <span className="font-semibold">{preview.title || t('operations.untitled')}</span> <span className="text-muted-foreground">{preview.version}</span>
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="openapi-server">{t('operations.server')}</Label>
        <Input id="openapi-server" type="url" list="openapi-servers" spellCheck={false} value={serverUrl} onChange={(e) => setServerUrl(e.target.value)} data-testid="openapi-server-input" />
        <datalist id="openapi-servers">
          {preview.servers.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('operations.legend', { count: preview.operations.length })}</legend>
        <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-2" data-testid="openapi-operations">
          {preview.operations.map((op) => (
            <li key={op.id}>
              <label className={`flex items-start gap-3 rounded px-2 py-1.5 ${op.problem ? 'opacity-70' : 'cursor-pointer hover:bg-accent/50'}`}>
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={picked.has(op.id)}
                  disabled={Boolean(op.problem)}
                  onChange={(e) => toggle(op.id, e.target.checked)}
                  data-testid={`openapi-operation-${op.name}`}
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="flex min-w-0 flex-wrap items-center gap-2">
                    <Badge variant="outline" className="font-mono text-xs">
                      {op.method}
                    </Badge>
                    <code className="break-all text-sm">{op.path}</code>
                  </span>
                  <span className="text-sm text-muted-foreground">{op.summary || op.name}</span>
                  {op.problem && <span className="text-xs text-destructive">{t('operations.cannotImport', { problem: op.problem })}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {needed.length > 0 && (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t('operations.secretsIntro')}</p>
          {needed.map((s) => (
            <div key={s.id} className="grid gap-1.5">
              <Label htmlFor={`openapi-secret-${s.id}`}>{s.kind === 'bearer' ? t('operations.bearer', { id: s.id }) : t('operations.apiKey', { id: s.id, name: s.paramName, place: t(`operations.in.${s.in}`) })}</Label>
              <Input
                id={`openapi-secret-${s.id}`}
                type="password"
                autoComplete="off"
                value={secrets[s.id] ?? ''}
                onChange={(e) => setSecrets((prev) => ({ ...prev, [s.id]: e.target.value }))}
                data-testid={`openapi-secret-${s.id}`}
              />
            </div>
          ))}
        </div>
      )}
      <FormMessage id="openapi-import-error" message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack} disabled={save.isPending}>
          <ArrowLeft />
          {t('operations.back')}
        </Button>
        <Button type="submit" disabled={save.isPending || picked.size === 0} data-testid="openapi-import-button">
          {save.isPending ? <Loader2 className="animate-spin" /> : <Download />}
          {t('operations.import', { count: picked.size })}
        </Button>
      </div>
    </form>
  );
}
