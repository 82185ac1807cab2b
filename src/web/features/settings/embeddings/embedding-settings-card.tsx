import { CheckCircle2, Info, Loader2, Save, Stethoscope, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMBEDDING_PROVIDERS, OPENAI_EMBEDDING_MODEL, type EmbeddingCheckResult, type EmbeddingProvider, type EmbeddingSettings } from '@common/embeddings';
import { InlineError } from '../../../components/inline-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useProjectCan } from '../../../lib/project-role';
import { errorMessage } from '../error-message';
import { useCheckEmbedding } from './api/check-embedding';
import { useEmbeddingSettings } from './api/get-embedding-settings';
import { useSaveEmbeddingSettings } from './api/save-embedding-settings';
import { EmbeddingProgress } from './embedding-progress';

const MODEL_PLACEHOLDER: Record<EmbeddingProvider, string> = { none: '', openai: OPENAI_EMBEDDING_MODEL, openai_compatible: 'nomic-embed-text' };

/** Settings > API Keys > Embeddings: the project's embedding provider and model, and the re-embedding they start. */
export function EmbeddingSettingsCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation('embeddings');
  const settings = useEmbeddingSettings(projectId);
  return (
    <Card data-testid="embedding-settings">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {settings.isPending ? (
          <Skeleton className="h-32" />
        ) : settings.isError ? (
          <InlineError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <>
            <InUse settings={settings.data} />
            <EmbeddingForm projectId={projectId} settings={settings.data} />
            <EmbeddingProgress progress={settings.data.progress} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** What retrieval uses now, or why it is full text only. */
function InUse({ settings }: { settings: EmbeddingSettings }) {
  const { t } = useTranslation('embeddings');
  const { active, reason } = settings;
  return (
    <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm" data-testid="embedding-in-use" data-reason={reason ?? undefined}>
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>
        {active ? t('inUse.active', { provider: t(`providers.${active.provider}`), model: active.model }) : t(`inUse.${reason ?? 'no_embedding_provider'}`)}
        {settings.provider === null && ` ${t('inUse.serverDefault')}`}
      </span>
    </p>
  );
}

function EmbeddingForm({ projectId, settings }: { projectId: string; settings: EmbeddingSettings }) {
  const { t } = useTranslation('embeddings');
  const canManage = useProjectCan()('manage');
  const [provider, setProvider] = useState<EmbeddingProvider>(settings.provider ?? settings.active?.provider ?? 'none');
  const [model, setModel] = useState(settings.model ?? settings.active?.model ?? '');
  const [checked, setChecked] = useState<EmbeddingCheckResult | null>(null);
  const save = useSaveEmbeddingSettings(projectId, {
    onSuccess: () => toast({ title: t('toasts.saved'), description: provider === 'none' ? t('toasts.savedNone') : t('toasts.savedReembedding') }),
    onError: (error) => toast({ title: t('toasts.saveFailed'), description: errorMessage(error), variant: 'destructive' }),
  });
  const check = useCheckEmbedding(projectId);
  const body = () => ({ provider, ...(provider === 'none' ? {} : { model: model.trim() || undefined }) });
  const modelMissing = provider === 'openai_compatible' && model.trim() === '';
  const disabled = !canManage || save.isPending;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!modelMissing) save.mutate(body());
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="embedding-provider">{t('form.provider')}</Label>
          <Select
            value={provider}
            disabled={disabled}
            onValueChange={(value) => {
              setProvider(value as EmbeddingProvider);
              setChecked(null);
            }}
          >
            <SelectTrigger id="embedding-provider" data-testid="embedding-provider">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {EMBEDDING_PROVIDERS.map((p) => (
                <SelectItem key={p} value={p} data-testid={`embedding-provider-${p}`}>
                  {t(`providers.${p}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {provider !== 'none' && (
          <div className="grid content-start gap-1.5">
            <Label htmlFor="embedding-model">{provider === 'openai' ? t('form.modelOptional') : t('form.model')}</Label>
            <Input
              id="embedding-model"
              value={model}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              placeholder={MODEL_PLACEHOLDER[provider]}
              aria-invalid={modelMissing}
              aria-describedby="embedding-model-help"
              data-testid="embedding-model"
              onChange={(e) => {
                setModel(e.target.value);
                setChecked(null);
              }}
            />
            <p id="embedding-model-help" className={modelMissing ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
              {modelMissing ? t('form.modelRequired') : t(`form.modelHelp.${provider}`)}
            </p>
          </div>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{canManage ? t('form.keysNote') : t('form.managersOnly')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={disabled || modelMissing} data-testid="embedding-save">
          {save.isPending ? <Loader2 className="animate-spin" /> : <Save />}
          {t('form.save')}
        </Button>
        {provider !== 'none' && (
          <Button
            type="button"
            variant="outline"
            disabled={!canManage || check.isPending || modelMissing}
            data-testid="embedding-check"
            onClick={() => check.mutate(body(), { onSuccess: setChecked, onError: (error) => setChecked({ ok: false, dimensions: null, message: errorMessage(error) }) })}
          >
            {check.isPending ? <Loader2 className="animate-spin" /> : <Stethoscope />}
            {t('form.check')}
          </Button>
        )}
      </div>
      <CheckResult result={checked} />
    </form>
  );
}

function CheckResult({ result }: { result: EmbeddingCheckResult | null }) {
  const { t } = useTranslation('embeddings');
  return (
    <p role="status" className="flex items-start gap-2 text-sm empty:hidden" data-testid="embedding-check-result" data-ok={result ? String(result.ok) : undefined}>
      {result?.ok && (
        <>
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {t('check.ok', { dimensions: result.dimensions ?? 0 })}
        </>
      )}
      {result && !result.ok && (
        <>
          <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span className="text-destructive">{t('check.failed', { error: result.message })}</span>
        </>
      )}
    </p>
  );
}
