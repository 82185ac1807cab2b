/** see thread-entries.mjs */
export declare const THREAD_ENTRIES: Record<string, string>;
