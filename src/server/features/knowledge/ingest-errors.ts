/** A failure that retrying cannot fix (404, refused address, robots.txt, corrupt file): the item is marked error at once. */
export class PermanentIngestError extends Error {}
