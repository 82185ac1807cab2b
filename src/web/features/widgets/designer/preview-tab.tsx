import { Eye } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { PREVIEW_SEND_MESSAGE, previewHtml } from '../template/frame-html';
import { FrameLayout } from './frame-layout';
import { NoCodeHint } from './no-code-hint';
import { SandboxFrame } from './sandbox-frame';

/** Vista Previa: the design in a 350x500 sandboxed frame, input disabled, send answered by an alert. */
export function PreviewTab({ htmlCode, onOpenEditor }: { htmlCode: string; onOpenEditor: () => void }) {
  const { t } = useTranslation('widgets');
  const html = useMemo(() => previewHtml(htmlCode, t('preview.placeholder')), [htmlCode, t]);
  const onMessage = useCallback(
    (data: unknown) => {
      if (data && typeof data === 'object' && 'type' in data && data.type === PREVIEW_SEND_MESSAGE) window.alert(t('preview.alert'));
    },
    [t],
  );

  if (!htmlCode.trim()) return <NoCodeHint message={t('preview.empty')} onOpenEditor={onOpenEditor} />;
  return (
    <FrameLayout
      aside={
        <>
          <Badge variant="secondary" className="gap-1">
            <Eye className="size-3" aria-hidden="true" />
            {t('preview.badge')}
          </Badge>
          <p className="text-xs text-muted-foreground">{t('preview.hint')}</p>
        </>
      }
    >
      <SandboxFrame html={html} title={t('preview.frameTitle')} onMessage={onMessage} testId="widget-preview-frame" />
    </FrameLayout>
  );
}
