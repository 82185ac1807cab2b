import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { applyPageOptions, readPageOptions } from './lib/page-options';
import { matchRoute } from './lib/routes';
import { ChatPage } from './pages/chat-page';
import { DemoPage } from './pages/demo-page';
import { WidgetDemoPage } from './pages/widget-demo-page';

const options = readPageOptions(window.location.search, window.matchMedia('(prefers-color-scheme: dark)').matches);
applyPageOptions(document.documentElement, options);
if (options.embed && window.parent !== window) {
  // Inside the embed script's frame, Escape closes the widget (the loader listens for this).
  window.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') window.parent.postMessage({ type: 'agentforge:close' }, '*');
  });
}

function Page() {
  const route = matchRoute(window.location.pathname);
  switch (route.page) {
    case 'demo':
      return <DemoPage versionId={route.versionId} />;
    case 'chat':
      return <ChatPage versionId={route.versionId} channel={route.channel} embed={options.embed} widgetId={options.widgetId} />;
    case 'widget-demo':
      return <WidgetDemoPage widgetId={route.widgetId} />;
    case 'none':
      window.location.replace('/');
      return null;
  }
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
