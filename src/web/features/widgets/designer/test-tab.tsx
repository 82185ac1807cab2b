import { AlertTriangle, RotateCcw, Zap } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentVersion } from '@common/versions';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { readDataAttribute } from '../template/design';
import { newTestSessionId, testHtml } from '../template/frame-html';
import { FrameLayout } from './frame-layout';
import { NoCodeHint } from './no-code-hint';
import { SandboxFrame } from './sandbox-frame';

interface TestTabProps {
  htmlCode: string;
  versions: AgentVersion[];
  onOpenEditor: () => void;
}

/** Test Agente: the same code, live, on a 'test_agent_' session that production analytics leave out. */
export function TestTab({ htmlCode, versions, onOpenEditor }: TestTabProps) {
  const { t } = useTranslation('widgets');
  const [sessionId, setSessionId] = useState(newTestSessionId);
  const html = useMemo(() => testHtml(htmlCode, sessionId), [htmlCode, sessionId]);

  if (!htmlCode.trim()) return <NoCodeHint message={t('test.empty')} onOpenEditor={onOpenEditor} />;
  const hasSession = readDataAttribute(htmlCode, 'data-af-session-id') !== null;
  const versionId = readDataAttribute(htmlCode, 'data-af-version-id');
  const version = versions.find((v) => v.id === versionId);

  return (
    <FrameLayout
      aside={
        <>
          <Badge variant="success" className="gap-1">
            <Zap className="size-3" aria-hidden="true" />
            {t('test.badge')}
          </Badge>
          <p className="text-xs text-muted-foreground">{t('test.hint')}</p>
          {!hasSession && <Warning text={t('test.noSession')} />}
          {version && !version.isPublic && <Warning text={t('test.versionHidden')} />}
          {hasSession && (
            <>
              <code className="break-all rounded bg-muted px-1.5 py-0.5 text-xs text-muted-foreground" data-testid="test-session-id">
                {t('test.session', { id: sessionId })}
              </code>
              <Button variant="outline" size="sm" onClick={() => setSessionId(newTestSessionId())}>
                <RotateCcw />
                {t('test.restart')}
              </Button>
            </>
          )}
        </>
      }
    >
      <SandboxFrame html={html} title={t('test.frameTitle')} testId="widget-test-frame" />
    </FrameLayout>
  );
}

function Warning({ text }: { text: string }) {
  return (
    <p className="flex items-start gap-2 rounded-md text-left border border-warning/40 bg-warning/10 p-3 text-xs text-warning" role="status">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
