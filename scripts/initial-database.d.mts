export const INITIAL_DATABASE: string;
/** Writes dist/db/initial.tar.gz unless the one there was made from the same inputs. */
export function writeInitialDatabase(): Promise<'written' | 'unchanged'>;
