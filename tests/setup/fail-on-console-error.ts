import { afterEach, vi } from 'vitest';

// A console.error during a test is a failure: an error nobody reads is a bug nobody fixes (CONTRIBUTING.md, Tests).
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length > 0) {
    const logged = errors.splice(0).map((a) => a.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${logged}`);
  }
});
