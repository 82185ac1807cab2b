import { CheckCircle2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_FILE_MAX_BYTES, type AgentImportReport } from '@common/agent-file';
import { FileDropZone } from '../../components/file-drop-zone';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { useImportAgent } from './api/import-agent';
import { readAgentFile, type PickedAgentFile } from './read-agent-file';

const MAX_MB = AGENT_FILE_MAX_BYTES / 1_048_576;

/** Import agent: pick a file, give its secrets, then read what was created and what of the file was not used. */
export function ImportAgentDialog({ projectId, open, onClose, onOpenAgent }: { projectId: string; open: boolean; onClose: () => void; onOpenAgent: (agentId: string) => void }) {
  const { t } = useTranslation('agents');
  const importAgent = useImportAgent(projectId);
  const [picked, setPicked] = useState<PickedAgentFile | null>(null);
  const [secrets, setSecrets] = useState<Record<string, string>>({});

  const close = () => {
    setPicked(null);
    setSecrets({});
    importAgent.reset();
    onClose();
  };
  const pick = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    importAgent.reset();
    setSecrets({});
    setPicked(await readAgentFile(file));
  };
  const report = importAgent.data;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-xl" data-testid="import-agent-dialog">
        <DialogHeader>
          <DialogTitle>{report ? t('import.doneTitle') : t('import.title')}</DialogTitle>
          <DialogDescription>{report ? t('import.doneBody', { name: report.agent.name }) : t('import.description')}</DialogDescription>
        </DialogHeader>
        {report ? (
          <ImportReport report={report} />
        ) : (
          <form
            id="import-agent-form"
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (picked && 'content' in picked) importAgent.mutate({ file: picked.content, secrets });
            }}
          >
            <FileDropZone
              onFiles={(files) => void pick(files)}
              accept=".json,application/json"
              title={picked ? t('import.picked', { name: picked.name }) : t('import.pick')}
              hint={t('import.hint', { mb: MAX_MB })}
              testId="import-agent-drop"
              inputTestId="import-agent-file"
            />
            {picked && 'problem' in picked && (
              <p role="alert" className="text-sm text-destructive" data-testid="import-agent-problem">
                {t(`import.problems.${picked.problem}`, { mb: MAX_MB })}
              </p>
            )}
            {picked && 'secrets' in picked && picked.secrets.length > 0 && (
              <fieldset className="flex flex-col gap-3" data-testid="import-agent-secrets">
                <legend className="mb-1 text-sm font-medium">{t('import.secretsTitle')}</legend>
                <p className="text-xs text-muted-foreground">{t('import.secretsHint')}</p>
                {picked.secrets.map((name, i) => (
                  <div key={name} className="flex flex-col gap-1.5">
                    <Label htmlFor={`import-secret-${i}`} className="break-all font-mono text-xs">
                      {name}
                    </Label>
                    <Input
                      id={`import-secret-${i}`}
                      type="password"
                      autoComplete="off"
                      value={secrets[name] ?? ''}
                      onChange={(e) => setSecrets((s) => ({ ...s, [name]: e.target.value }))}
                    />
                  </div>
                ))}
              </fieldset>
            )}
            {importAgent.isError && (
              <p role="alert" className="break-words rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="import-agent-error">
                <span className="font-medium">{t('import.failed')}</span> {importAgent.error instanceof ApiError ? importAgent.error.serverMessage : importAgent.error.message}
              </p>
            )}
          </form>
        )}
        <DialogFooter>
          {report ? (
            <>
              <Button variant="outline" onClick={close}>
                {t('import.close')}
              </Button>
              <Button
                onClick={() => {
                  close();
                  onOpenAgent(report.agent.id);
                }}
                data-testid="import-agent-open"
              >
                {t('import.open')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={close}>
                {t('import.cancel')}
              </Button>
              <Button type="submit" form="import-agent-form" disabled={!picked || !('content' in picked) || importAgent.isPending} data-testid="import-agent-submit">
                {importAgent.isPending && <Loader2 className="animate-spin" />}
                {t('import.submit')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ImportReport({ report }: { report: AgentImportReport }) {
  const { t } = useTranslation('agents');
  if (report.notUsed.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm" data-testid="import-agent-report">
        <CheckCircle2 className="size-4 text-success" aria-hidden="true" />
        {t('import.allUsed')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="import-agent-report">
      <h3 className="text-sm font-medium">{t('import.notUsedTitle', { count: report.notUsed.length })}</h3>
      <ul className="flex flex-col gap-2 text-sm">
        {report.notUsed.map((item) => (
          <li key={`${item.path}:${item.reason}`} className="rounded-md border px-3 py-2">
            <code className="break-all text-xs">{item.path}</code>
            <p className="text-muted-foreground">{t(`import.reasons.${item.reason}`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
