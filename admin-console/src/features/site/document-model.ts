/** The rules of a document upload, as the API states them (POST /api/documents), checked before sending. */

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const NOT_A_PDF = 'Please select a PDF file';
export const PDF_TOO_LARGE = 'File size must be at most 10 MB';
export const FILE_REQUIRED = 'Please choose a PDF file to upload';
export const TITLE_REQUIRED = 'Title is required';

/** What is wrong with a chosen file, judged as the API judges it (its first bytes are `%PDF-`); null if fine. */
export async function pdfProblem(file: File): Promise<string | null> {
  if (file.size > DOCUMENT_MAX_BYTES) return PDF_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-' ? null : NOT_A_PDF;
}

/** 1994 → "1.9 KB"; 2,400,000 → "2.3 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${kilobytes.toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(kilobytes / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly string[], index: number, step: -1 | 1): string[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
