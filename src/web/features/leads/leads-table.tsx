import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@common/leads';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { leadFieldEntries, leadLabel } from './lead-display';
import { useFormatDate } from './use-format-date';

const th = 'px-3 py-2 text-left font-medium';
const td = 'px-3 py-2.5 align-top';

export function LeadsTable({ leads, onDelete }: { leads: Lead[]; onDelete: (lead: Lead) => void }) {
  const { t } = useTranslation('leads');
  const formatDate = useFormatDate();
  const none = <span className="text-muted-foreground">{t('none')}</span>;
  const columns = ['created', 'agent', 'channel', 'name', 'email', 'phone', 'fields'] as const;

  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-4xl text-sm" data-testid="leads-table">
        <thead className="border-b text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {t(`columns.${column}`)}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {leads.map((lead) => {
            const fields = leadFieldEntries(lead.fields);
            return (
              <tr key={lead.id} data-testid="lead-row" data-lead-id={lead.id}>
                <td className={`${td} whitespace-nowrap`}>{formatDate(lead.createdAt)}</td>
                <td className={`${td} max-w-48`}>
                  <span className="line-clamp-2 break-words">{lead.agentName ?? <span className="text-muted-foreground">{t('deletedAgent')}</span>}</span>
                </td>
                <td className={td}>
                  <span className="flex flex-wrap items-center gap-1">
                    {t(`channels.${lead.channel}`, { defaultValue: lead.channel })}
                    {lead.isTest && (
                      <Badge variant="warning" title={t('testLeadHint')}>
                        {t('testLead')}
                      </Badge>
                    )}
                  </span>
                </td>
                <td className={`${td} max-w-48 break-words font-medium`}>{lead.name || none}</td>
                <td className={`${td} max-w-56 break-all`}>{lead.email ? <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">{lead.email}</a> : none}</td>
                <td className={`${td} whitespace-nowrap`}>{lead.phone ? <a href={`tel:${lead.phone}`} className="text-primary underline-offset-4 hover:underline">{lead.phone}</a> : none}</td>
                <td className={`${td} max-w-64`}>
                  {fields.length === 0 ? (
                    none
                  ) : (
                    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
                      {fields.map(([key, value]) => (
                        <div key={key} className="contents">
                          <dt className="text-muted-foreground">{key}</dt>
                          <dd className="break-words">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </td>
                <td className={`${td} text-right`}>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('delete.button', { name: leadLabel(lead) ?? t('unnamed') })}
                    title={t('delete.title')}
                    onClick={() => onDelete(lead)}
                    data-testid="delete-lead-button"
                  >
                    <Trash2 className="text-destructive" />
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
