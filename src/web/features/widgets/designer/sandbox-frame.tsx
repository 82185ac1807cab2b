import { useEffect, useRef } from 'react';
import { WIDGET_LIMITS } from '@common/widgets';

interface SandboxFrameProps {
  html: string;
  title: string;
  /** messages the widget code posts to the designer (e.g. the preview's send) */
  onMessage?: (data: unknown) => void;
  testId?: string;
}

/**
 * Runs widget HTML in a sandboxed frame (scripts and forms, never the app's origin or cookies).
 * The frame loads the server's /widget-sandbox page, which writes the HTML posted to it: an
 * iframe srcdoc would inherit the app's CSP and block the widget's inline scripts.
 */
export function SandboxFrame({ html, title, onMessage, testId }: SandboxFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target) return;
      const data: unknown = event.data;
      if (data && typeof data === 'object' && 'type' in data && data.type === 'af-sandbox-ready') {
        // the sandboxed page has an opaque origin, so '*' is the only target that reaches it
        target.postMessage({ type: 'af-sandbox-render', html }, '*');
      } else {
        onMessage?.(data);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [html, onMessage]);

  return (
    <iframe
      ref={frame}
      key={html}
      src="/widget-sandbox"
      title={title}
      sandbox="allow-scripts allow-forms"
      width={WIDGET_LIMITS.previewWidth}
      height={WIDGET_LIMITS.previewHeight}
      className="max-w-full shrink-0 rounded-lg border bg-white"
      data-testid={testId}
    />
  );
}
