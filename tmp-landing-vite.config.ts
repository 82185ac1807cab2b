import { mergeConfig, type Plugin } from 'vite';
import base from './vite.config';

// Throwaway (helper "landing"): stubs feature modules other helpers have not written yet.
const stub: Plugin = {
  name: 'stub-missing',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!importer || !source.startsWith('./')) return null;
    const r = await this.resolve(source, importer, { skipSelf: true });
    return r ? null : `\0stub:${source}`;
  },
  load(id) {
    if (!id.startsWith('\0stub:')) return null;
    const file = id.split('/').pop() ?? 'x';
    const name = file.split('-').map((p) => p[0].toUpperCase() + p.slice(1)).join('');
    return `export const ${name} = () => null; export default ${name};`;
  },
};
export default mergeConfig(base, { plugins: [stub] });
