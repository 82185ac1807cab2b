import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '@common/widgets';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';

interface WidgetRowProps {
  widget: Widget;
  canEdit: boolean;
  visibilityPending: boolean;
  onToggleVisibility: (isPublic: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function WidgetRow({ widget, canEdit, visibilityPending, onToggleVisibility, onEdit, onDelete }: WidgetRowProps) {
  const { t, i18n } = useTranslation('widgets');
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(widget.updatedAt));
  const switchId = `widget-public-${widget.id}`;
  const { primaryColor, logoUrl } = widget.customConfig;

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="widget-row">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {logoUrl ? (
          <img src={logoUrl} alt={t('row.logo', { name: widget.name })} className="size-9 shrink-0 rounded-full border object-cover" />
        ) : (
          <span className="size-9 shrink-0 rounded-full border" style={{ backgroundColor: primaryColor }} aria-hidden="true" />
        )}
        <div className="min-w-0">
          <p className="truncate font-medium">{widget.name}</p>
          <p className="text-xs text-muted-foreground">{t('row.updated', { date: updated })}</p>
        </div>
        <Badge variant={widget.isPublic ? 'success' : 'secondary'} className="shrink-0">
          {widget.isPublic ? t('row.public') : t('row.hidden')}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={switchId} className="flex items-center gap-2 text-sm text-muted-foreground">
          <Switch
            id={switchId}
            checked={widget.isPublic}
            disabled={visibilityPending}
            onCheckedChange={onToggleVisibility}
            aria-label={t('row.visibility', { name: widget.name })}
          />
          {t('row.public')}
        </label>
        {widget.isPublic ? (
          <Button variant="outline" size="sm" asChild>
            <a href={`/widget-demo/${widget.id}`} target="_blank" rel="noopener noreferrer" aria-label={t('row.demoLabel', { name: widget.name })}>
              <ExternalLink />
              {t('row.demo')}
            </a>
          </Button>
        ) : (
          <span title={t('row.demoHidden')}>
            <Button variant="outline" size="sm" disabled>
              <ExternalLink />
              {t('row.demo')}
            </Button>
          </span>
        )}
        {canEdit && (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('row.editLabel', { name: widget.name })}>
            <Pencil />
            {t('row.edit')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t('row.deleteLabel', { name: widget.name })} className="text-destructive hover:text-destructive">
          <Trash2 />
          {t('row.delete')}
        </Button>
      </div>
    </li>
  );
}
