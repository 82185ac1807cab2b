import { fileURLToPath } from 'node:url';

export interface WorkerScript {
  /** what `new Worker` takes */
  script: string | URL;
  /** `script` is code, not a file */
  eval: boolean;
}

/**
 * A worker thread's entry `name`, beside the caller: built, `dist/server/<name>.js` (an entry of
 * scripts/build.mjs, next to the bundle); from source (tests), the `.ts` file through tsx's
 * require hook, as Node 20's module hooks do not reach worker threads.
 */
export function workerScript(callerUrl: string, name: string): WorkerScript {
  if (!callerUrl.endsWith('.ts')) return { script: new URL(`./${name}.js`, callerUrl), eval: false };
  const source = fileURLToPath(new URL(`./${name}.ts`, callerUrl));
  return { script: `require('tsx/cjs'); require(${JSON.stringify(source)});`, eval: true };
}
