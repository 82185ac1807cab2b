import { mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

// Throwaway (helper "console"): routes /test-console and the API Keys tab to the new screens for screenshots.
const wire: Plugin = {
  name: 'console-wire',
  enforce: 'pre',
  resolveId(source) {
    return source === 'virtual:console-api-keys' ? '\0console-api-keys' : null;
  },
  load(id) {
    if (id !== '\0console-api-keys') return null;
    return `import { createElement } from 'react';
import { useCurrentProject } from '/work/main/src/web/lib/queries/get-projects.ts';
import { ApiKeysTab as Real } from '/work/main/src/web/features/settings/api-keys/api-keys-tab.tsx';
export function ApiKeysTab() { const { project } = useCurrentProject(); return project ? createElement(Real, { projectId: project.id }) : null; }`;
  },
  transform(code, id) {
    if (id.endsWith('/src/web/features/settings/settings-page.tsx')) {
      return code.replace("from './api-keys-tab'", "from 'virtual:console-api-keys'");
    }
    return null;
  },
};
export default mergeConfig(base, { plugins: [wire] });
