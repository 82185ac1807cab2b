import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffTool, VersionDiff } from '@common/version-diff';
import { Badge } from '../../../components/ui/badge';
import { TextDiffView } from './text-diff';

function Section({ title, changed, children, testId }: { title: string; changed: boolean; children: ReactNode; testId: string }) {
  const { t } = useTranslation('deployments');
  return (
    <section className="flex flex-col gap-2" data-testid={testId} data-changed={changed}>
      <div className="flex items-center gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <Badge variant={changed ? 'warning' : 'secondary'}>{changed ? t('compare.changed') : t('compare.unchanged')}</Badge>
      </div>
      {children}
    </section>
  );
}

function useToolName() {
  const { t } = useTranslation('wizard');
  return (tool: DiffTool) => (tool.kind === 'builtin' ? t(`tools.${tool.name}.name`, { defaultValue: tool.name }) : tool.name);
}

/** Prompt and rules line by line; model and settings, tools and dataset as before → after. */
export function VersionDiffView({ diff }: { diff: VersionDiff }) {
  const { t } = useTranslation('deployments');
  const toolName = useToolName();
  const { tools } = diff;
  const toolsChanged = tools.added.length + tools.removed.length + tools.reconfigured.length > 0;
  const value = (v: string | null) => v ?? t('compare.none');
  const toolGroups = [
    { key: 'added', list: tools.added, variant: 'success' },
    { key: 'removed', list: tools.removed, variant: 'destructive' },
    { key: 'reconfigured', list: tools.reconfigured, variant: 'warning' },
    { key: 'unchanged', list: tools.unchanged, variant: 'secondary' },
  ] as const;

  return (
    <div className="flex flex-col gap-5" data-testid="version-diff">
      {diff.identical && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="version-diff-identical">
          {t('compare.identical')}
        </p>
      )}
      {diff.curatedAnswers.count > 0 && (
        <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground" data-testid="version-diff-curated">
          {t('compare.curatedLive', { count: diff.curatedAnswers.count })}
        </p>
      )}
      <Section title={t('compare.systemPrompt')} changed={diff.systemPrompt.changed} testId="diff-prompt">
        <TextDiffView diff={diff.systemPrompt} testId="diff-prompt-lines" />
      </Section>
      <Section title={t('compare.rules')} changed={diff.rules.changed} testId="diff-rules">
        <TextDiffView diff={diff.rules} testId="diff-rules-lines" />
      </Section>
      <Section title={t('compare.settings')} changed={diff.settings.length > 0} testId="diff-settings">
        {diff.settings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('compare.noSettingChanges')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">{t('compare.field')}</th>
                <th className="py-1 pr-3 font-medium">{diff.from.id === 'draft' ? t('compare.draft') : diff.from.label}</th>
                <th className="py-1 font-medium">{diff.to.id === 'draft' ? t('compare.draft') : diff.to.label}</th>
              </tr>
            </thead>
            <tbody>
              {diff.settings.map((s) => (
                <tr key={s.field} className="border-t">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {t(`compare.fields.${s.field}`)}
                  </th>
                  <td className="py-1.5 pr-3 font-mono text-xs line-through decoration-destructive/60">{value(s.from)}</td>
                  <td className="py-1.5 font-mono text-xs">{value(s.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>
      <Section title={t('compare.tools')} changed={toolsChanged} testId="diff-tools">
        {toolGroups.every((g) => g.list.length === 0) ? (
          <p className="text-sm text-muted-foreground">{t('compare.noTools')}</p>
        ) : (
          <dl className="flex flex-col gap-1.5 text-sm">
            {toolGroups
              .filter((g) => g.list.length > 0)
              .map((g) => (
                <div key={g.key} className="flex flex-wrap items-center gap-2">
                  <dt className="w-28 text-muted-foreground">{t(`compare.toolGroups.${g.key}`)}</dt>
                  {g.list.map((tool) => (
                    <dd key={`${tool.kind}:${tool.name}`}>
                      <Badge variant={g.variant}>{toolName(tool)}</Badge>
                    </dd>
                  ))}
                </div>
              ))}
          </dl>
        )}
      </Section>
      <Section title={t('compare.dataset')} changed={diff.dataset.changed} testId="diff-dataset">
        <p className="text-sm">
          {diff.dataset.changed ? (
            <>
              <span className="line-through decoration-destructive/60">{diff.dataset.from?.name ?? t('compare.noDataset')}</span> → {diff.dataset.to?.name ?? t('compare.noDataset')}
            </>
          ) : (
            (diff.dataset.to?.name ?? t('compare.noDataset'))
          )}
        </p>
      </Section>
    </div>
  );
}
