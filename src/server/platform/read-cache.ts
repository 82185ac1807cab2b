/**
 * A short-lived, size-bounded cache of rows the hot paths read on every request (the signed-in
 * user, an agent, a project's provider key, a public version). Writes in this process forget the
 * entries they change at once; other processes sharing the database see a change within `ttlMs`.
 * Concurrent misses for one key share a single load.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** bumped by every forget: a load that started before it must not store its (older) result */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        this.loading.delete(key);
        if (generation === this.generation) this.store(key, value);
        return value;
      },
      (err: unknown) => {
        this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Forgets every entry whose key or value matches (rare writes: plan changes, deletes). */
  forgetWhere(matches: (key: string, value: V) => boolean): void {
    this.generation++;
    this.loading.clear();
    for (const [key, entry] of this.entries) if (matches(key, entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.forgetWhere(() => true);
  }

  private store(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }
}

/**
 * One cache per app (tests build several apps in one process, each on its own database), created
 * on first use with the instance's READ_CACHE_TTL_MS.
 */
export function cachePerApp<V>(maxEntries?: number): (deps: { config: { READ_CACHE_TTL_MS: number } }) => ReadCache<V> {
  const caches = new WeakMap<object, ReadCache<V>>();
  return (deps) => {
    let cache = caches.get(deps);
    if (!cache) {
      cache = new ReadCache<V>(deps.config.READ_CACHE_TTL_MS, maxEntries);
      caches.set(deps, cache);
    }
    return cache;
  };
}
