import { LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@common/error-codes';
import { WIDGET_LIMITS, type Widget } from '@common/widgets';
import { InlineError } from '../../components/inline-error';
import { PremiumGateCard } from '../../components/premium-gate-card';
import { PremiumGateDialog } from '../../components/premium-gate-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { usePremiumAccess } from './api/get-premium-access';
import { useWidgets } from './api/get-widgets';
import { useSetWidgetVisibility } from './api/set-widget-visibility';
import { DeleteWidgetDialog } from './delete-widget-dialog';
import { WidgetDesignerDialog } from './designer/widget-designer-dialog';
import { WidgetRow } from './widget-row';

interface WidgetsPanelProps {
  agentId: string;
  agentName: string;
}

/** Deployments > Channels > Web Widget: the agent's widgets and the designer (Premium). */
export function WidgetsPanel({ agentId, agentName }: WidgetsPanelProps) {
  const { t } = useTranslation('widgets');
  const premium = usePremiumAccess();
  const widgets = useWidgets(agentId);
  const visibility = useSetWidgetVisibility(agentId);
  // a new key per opening, so the designer always starts from the widget's saved state (or the defaults)
  const [designer, setDesigner] = useState<{ widget: Widget | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<Widget | null>(null);
  const [gateOpen, setGateOpen] = useState(false);

  const count = widgets.data?.length ?? 0;
  const atLimit = count >= WIDGET_LIMITS.maxPerAgent;

  const toggleVisibility = (widget: Widget, isPublic: boolean) =>
    visibility.mutate(
      { widgetId: widget.id, isPublic },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === ERROR_CODES.premiumRequired) setGateOpen(true);
          else toast({ title: t('toast.error'), description: t('toast.visibilityFailed'), variant: 'destructive' });
        },
      },
    );

  return (
    <Card data-testid="widgets-panel">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            {t('panel.title')}
            {widgets.data && <Badge variant="secondary">{t('panel.count', { count, max: WIDGET_LIMITS.maxPerAgent })}</Badge>}
          </CardTitle>
          <CardDescription>{t('panel.description', { name: agentName })}</CardDescription>
        </div>
        {premium && (
          <Button onClick={() => setDesigner({ widget: null, key: Date.now() })} disabled={!widgets.data || atLimit} data-testid="create-widget">
            <Plus />
            {t('panel.create')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!premium && <PremiumGateCard namespace="widgets" data-testid="widgets-premium-gate" />}
        {premium && atLimit && <p className="text-sm text-warning">{t('toast.limit')}</p>}
        {widgets.isPending && <Skeleton className="h-24" />}
        {widgets.isError && <InlineError error={widgets.error} onRetry={() => void widgets.refetch()} />}
        {premium && widgets.data?.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center" data-testid="widgets-empty">
            <LayoutTemplate className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{t('panel.empty')}</p>
            <p className="text-sm text-muted-foreground">{t('panel.emptyHint')}</p>
          </div>
        )}
        {widgets.data && widgets.data.length > 0 && (
          <ul className="divide-y rounded-lg border" aria-label={t('panel.listLabel', { name: agentName })}>
            {widgets.data.map((widget) => (
              <WidgetRow
                key={widget.id}
                widget={widget}
                canEdit={premium}
                visibilityPending={visibility.isPending && visibility.variables?.widgetId === widget.id}
                onToggleVisibility={(isPublic) => toggleVisibility(widget, isPublic)}
                onEdit={() => setDesigner({ widget, key: Date.now() })}
                onDelete={() => setDeleting(widget)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {designer && (
        <WidgetDesignerDialog
          key={designer.key}
          agentId={agentId}
          agentName={agentName}
          widget={designer.widget}
          onClose={() => setDesigner(null)}
          onPremiumRequired={() => {
            setDesigner(null);
            setGateOpen(true);
          }}
        />
      )}
      <DeleteWidgetDialog agentId={agentId} widget={deleting} onClose={() => setDeleting(null)} />
      <PremiumGateDialog namespace="widgets" data-testid="widgets-premium-gate" open={gateOpen} onClose={() => setGateOpen(false)} />
    </Card>
  );
}
