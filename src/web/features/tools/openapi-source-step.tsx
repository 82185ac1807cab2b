import { FileUp, Loader2, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenApiPreview } from '@common/openapi-import';
import { FormMessage } from '../../components/form-message';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { usePreviewOpenApi } from './api/import-openapi';
import { errorMessage } from './error-message';

/** Step 1 of Import OpenAPI: paste or upload the document, or give its URL. */
export function OpenApiSourceStep({ projectId, onRead, onCancel }: { projectId: string; onRead: (preview: OpenApiPreview) => void; onCancel: () => void }) {
  const { t } = useTranslation('toolImports');
  const { t: tc } = useTranslation();
  const read = usePreviewOpenApi(projectId);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const error = read.error ? errorMessage(read.error) : undefined;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setUrl('');
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        read.mutate(url.trim() ? { url: url.trim() } : { document: text }, { onSuccess: onRead });
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="openapi-url">{t('source.url')}</Label>
        <Input
          id="openapi-url"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://api.example.com/openapi.json"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-describedby="openapi-url-hint"
          data-testid="openapi-url-input"
        />
        <p id="openapi-url-hint" className="text-xs text-muted-foreground">
          {t('source.urlHint')}
        </p>
      </div>
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <Label htmlFor="openapi-document">{t('source.document')}</Label>
          <Button asChild variant="outline" size="sm">
            <label className="cursor-pointer has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring">
              <FileUp />
              {t('source.upload')}
              <input
                type="file"
                accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
                className="sr-only"
                onChange={(e) => void upload(e.target.files?.[0])}
                data-testid="openapi-file-input"
              />
            </label>
          </Button>
        </div>
        <Textarea
          id="openapi-document"
          rows={10}
          spellCheck={false}
          className="max-h-72 font-mono text-xs"
          placeholder={t('source.documentPlaceholder')}
          value={text}
          disabled={Boolean(url.trim())}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'openapi-source-error' : undefined}
          data-testid="openapi-document-input"
        />
        <FormMessage id="openapi-source-error" message={error} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={read.isPending}>
          {tc('cancel')}
        </Button>
        <Button type="submit" disabled={read.isPending || (!url.trim() && !text.trim())} data-testid="openapi-read-button">
          {read.isPending ? <Loader2 className="animate-spin" /> : <ScanSearch />}
          {t('source.read')}
        </Button>
      </div>
    </form>
  );
}
