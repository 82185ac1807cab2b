import { existsSync } from 'node:fs';
import { mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

// Throwaway (helper "deploy"): routes /deployments to the new screen for screenshots.
const hasWidgets = process.env.WIDGETS === '1' && existsSync('/work/main/src/web/features/widgets/widgets-panel.tsx');
const wire: Plugin = {
  name: 'deploy-wire',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/src/web/authorized-app.tsx')) return null;
    const panel = hasWidgets
      ? "(a) => <WidgetsPanel agentId={a.id} agentName={a.name} />"
      : "(a) => <div className=\"rounded-lg border border-dashed p-6 text-sm text-muted-foreground\">Widgets panel of {a.name} (helper widgets)</div>";
    return code
      .replace(
        "import { AppShell } from './features/shell/app-shell';",
        "import { AppShell } from './features/shell/app-shell';\nimport { DeploymentsPage } from './features/deployments/deployments-page';" +
          (hasWidgets ? "\nimport { WidgetsPanel } from './features/widgets/widgets-panel';" : ''),
      )
      .replace('{NOT_AVAILABLE.map(', `<Route path="/deployments"><DeploymentsPage widgetsPanel={${panel}} /></Route>\n{NOT_AVAILABLE.map(`);
  },
};
export default mergeConfig(base, { plugins: [wire] });
