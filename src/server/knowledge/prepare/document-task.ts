import type { DatasetSettings } from '../../../common/knowledge';
import type { DocumentParseFailure, ExtractedDocument } from '../documents/extract-document';
import type { ExtractedContent } from '../index-item';
import type { IndexSource, PreparedIndex } from './index-rows';

/** What the main thread asks of the document thread. */
export type DocumentTask =
  | { id: number; kind: 'extract'; bytes: Uint8Array; fileName: string }
  | { id: number; kind: 'prepare'; source: IndexSource; content: ExtractedContent; settings: Pick<DatasetSettings, 'chunkSize' | 'chunkOverlap'> };

/** Its answer: the value, a document that cannot be read (rebuilt as a DocumentParseError), or another failure's message. */
export type DocumentTaskAnswer =
  | { id: number; ok: true; value: ExtractedDocument | PreparedIndex }
  | { id: number; ok: false; parse: { reason: DocumentParseFailure; message: string; params?: Record<string, string | number> } }
  | { id: number; ok: false; error: string };
