import type { ObjectStore } from './object-store';

/* Uploaded documents are kept as knowledge/<datasetId>/<itemId> in the object store so Reindex can parse them again. */

const datasetPrefix = (datasetId: string) => `knowledge/${datasetId}/`;
const documentKey = (datasetId: string, itemId: string) => datasetPrefix(datasetId) + itemId;

export function saveDocument(store: ObjectStore, datasetId: string, itemId: string, bytes: Buffer): Promise<void> {
  return store.put(documentKey(datasetId, itemId), bytes);
}

export function readDocument(store: ObjectStore, datasetId: string, itemId: string): Promise<Buffer | null> {
  return store.read(documentKey(datasetId, itemId));
}

export function deleteDocument(store: ObjectStore, datasetId: string, itemId: string): Promise<void> {
  return store.delete(documentKey(datasetId, itemId));
}

export function deleteDatasetDocuments(store: ObjectStore, datasetId: string): Promise<void> {
  return store.deletePrefix(datasetPrefix(datasetId));
}
