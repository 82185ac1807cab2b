import { FileCode2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentVersion } from '@common/versions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { readDataAttribute, setDataAttribute } from '../template/design';
import { useDefaultTemplate } from './use-default-template';
import type { WidgetForm } from './use-widget-form';

interface EditorTabProps {
  form: WidgetForm;
  versions: AgentVersion[] | undefined;
  activeVersion: AgentVersion | null;
}

/** Editor HTML: the widget's code, and the default template wired to the agent's active version. */
export function EditorTab({ form, versions, activeVersion }: EditorTabProps) {
  const { t } = useTranslation('widgets');
  const buildTemplate = useDefaultTemplate();
  const [confirming, setConfirming] = useState(false);
  const { htmlCode, design } = form.state;

  const load = () => activeVersion && form.setHtmlCode(buildTemplate(activeVersion, design));
  const versionId = readDataAttribute(htmlCode, 'data-af-version-id');
  const connected = versionId ? versions?.find((v) => v.id === versionId) : undefined;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="widget-html">{t('editor.label')}</Label>
        <Button
          variant="outline"
          size="sm"
          disabled={!activeVersion}
          onClick={() => (htmlCode.trim() ? setConfirming(true) : load())}
          data-testid="load-template"
        >
          <FileCode2 />
          {t('editor.loadTemplate')}
        </Button>
      </div>
      {!versions && <p className="text-xs text-muted-foreground">{t('editor.loadingVersions')}</p>}
      {versions && !activeVersion && (
        <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm text-warning" data-testid="publish-first">
          {t('editor.noVersion')}
        </p>
      )}
      {versionId && versions && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>{connected ? t('editor.version', { version: connected.version }) : t('editor.versionUnknown')}</span>
          {activeVersion && activeVersion.id !== versionId && (
            <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => form.setHtmlCode(setDataAttribute(htmlCode, 'data-af-version-id', activeVersion.id))}>
              <RefreshCw />
              {t('editor.switchVersion', { version: activeVersion.version })}
            </Button>
          )}
        </div>
      )}
      <Textarea
        id="widget-html"
        value={htmlCode}
        onChange={(event) => form.setHtmlCode(event.target.value)}
        placeholder={t('editor.placeholder')}
        spellCheck={false}
        className="min-h-80 font-mono text-xs leading-relaxed"
        aria-describedby="widget-html-hint"
        data-testid="widget-html"
      />
      <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
        <p id="widget-html-hint" className="max-w-2xl">
          {t('editor.hint')}
        </p>
        <span>{t('editor.characters', { count: htmlCode.length })}</span>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('editor.loadTemplate')}</AlertDialogTitle>
            <AlertDialogDescription>{t('editor.replaceConfirm')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('delete.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={load}>{t('editor.loadTemplate')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
