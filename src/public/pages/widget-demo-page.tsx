import { PageButton } from '../components/page-button';
import { HomeLink } from '../components/home-link';
import { LoadingScreen, MessageScreen } from '../components/status-screen';
import { fetchPublicWidget } from '../lib/api';
import { useAgentLanguage } from '../lib/use-agent-language';
import { useLoad } from '../lib/use-load';

/**
 * /widget-demo/{widgetId}: a public widget's own HTML, full page. User HTML never
 * runs with this origin's cookies, so the frame is sandboxed without allow-same-origin.
 */
export function WidgetDemoPage({ widgetId }: { widgetId: string }) {
  const { state, retry } = useLoad(widgetId, fetchPublicWidget);
  const widget = state.status === 'ready' ? state.data : undefined;
  const { t } = useAgentLanguage(undefined, widget?.name);

  if (state.status === 'loading') return <LoadingScreen text={t('loadingWidget')} />;
  if (state.status === 'notFound') {
    return <MessageScreen testId="not-found" title={t('widgetNotFoundTitle')} body={t('widgetNotFound')} action={<HomeLink label={t('goHome')} />} />;
  }
  if (state.status === 'error') {
    return <MessageScreen title={t('loadErrorTitle')} body={t('loadErrorBody')} action={<PageButton onClick={retry}>{t('retry')}</PageButton>} />;
  }
  const { name, htmlCode } = state.data;
  return (
    <div className="flex h-dvh flex-col">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-b bg-card px-4 py-2.5">
        <h1 className="text-sm font-semibold" data-testid="widget-demo-name">
          {name}
        </h1>
        <span className="text-xs text-muted-foreground">
          {t('widgetDemo')} · {t('widgetSandboxed')}
        </span>
      </header>
      <iframe title={name} sandbox="allow-scripts allow-forms" srcDoc={htmlCode} className="min-h-0 w-full flex-1 border-0 bg-white" data-testid="widget-demo-frame" />
    </div>
  );
}
