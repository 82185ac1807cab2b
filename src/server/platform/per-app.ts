import type { AppDeps } from './deps';

/**
 * One instance per app, created on first use: tests build several apps in one process, each on
 * its own database, so process-wide state is kept per app.
 */
export function perApp<T>(create: (deps: AppDeps) => T): (deps: AppDeps) => T {
  const instances = new WeakMap<AppDeps, T>();
  return (deps) => {
    let instance = instances.get(deps);
    if (instance === undefined) {
      instance = create(deps);
      instances.set(deps, instance);
    }
    return instance;
  };
}
