import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, fieldError, formErrors, notFound } from '../../shared/errors.js';
import { emailProblem, FieldErrorList, iso } from '../../shared/fields.js';
import type { FormFields, UploadedFile } from '../../shared/images.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import { moveToTrash } from '../trash/trash.service.js';
import {
  findDocument,
  findDocumentFile,
  findSettings,
  insertDocument,
  listDocuments,
  lockDocument,
  lockDocuments,
  lockSettings,
  saveSettings,
  setDocumentPosition,
  updateDocument,
  type DocumentRecord,
  type SiteSettingsRecord,
  type StoredFile,
} from './site.repository.js';
import {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_LINES_MAX,
  DOCUMENT_DESCRIPTION_MAX_LENGTH,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TITLE_MAX_LENGTH,
  DOCUMENTS_MAX,
  HOURS_MAX,
  HOURS_TEXT_MAX_LENGTH,
  OFFICE_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SOCIAL_LABEL_MAX_LENGTH,
  SOCIAL_LINKS_MAX,
  SOCIAL_URL_MAX_LENGTH,
  type DocumentDto,
  type DocumentOrderInput,
  type SiteSettingsDto,
  type SiteSettingsInput,
} from './site.schemas.js';

type Db = Kysely<Database>;

// ---------------------------------------------------------------------------------------------------------
// Settings

const EMPTY_SETTINGS: SiteSettingsDto = {
  officeName: '',
  addressLines: [],
  phone: '',
  email: '',
  openingHours: [],
  socialLinks: [],
  updatedAt: null,
};

const toSettingsDto = (row: SiteSettingsRecord): SiteSettingsDto => ({
  officeName: row.officeName,
  addressLines: row.addressLines,
  phone: row.phone,
  email: row.email,
  openingHours: row.openingHours,
  socialLinks: row.socialLinks,
  updatedAt: row.updatedAt ? iso(row.updatedAt) : null,
});

export async function getSettings(db: Db): Promise<SiteSettingsDto> {
  const row = await findSettings(db);
  return row ? toSettingsDto(row) : EMPTY_SETTINGS;
}

/** Digits, spaces and the usual punctuation of a phone number, with at least six digits. */
const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * Checks the whole settings form and answers it tidied (text trimmed, blank address lines dropped), or
 * throws every problem at once, keyed by its path as sent (`openingHours.1.days`).
 */
export function checkSettings(input: SiteSettingsInput): Omit<SiteSettingsRecord, 'updatedAt'> {
  const errors = new FieldErrorList();
  const text = (field: string, label: string, value: string, max: number) => {
    const trimmed = value.trim();
    if (trimmed.length > max) errors.add(field, tooLong(label, max));
    return trimmed;
  };

  const officeName = text('officeName', 'Office name', input.officeName, OFFICE_NAME_MAX_LENGTH);
  const addressLines = input.addressLines
    .map((line, index) => text(`addressLines.${index}`, 'Each address line', line, ADDRESS_LINE_MAX_LENGTH))
    .filter((line) => line !== '');
  if (addressLines.length > ADDRESS_LINES_MAX) {
    errors.add('addressLines', `The address can have at most ${ADDRESS_LINES_MAX} lines`);
  }

  const phone = text('phone', 'Phone', input.phone, PHONE_MAX_LENGTH);
  if (phone && (!PHONE_PATTERN.test(phone) || phone.replace(/\D/g, '').length < 6)) {
    errors.add('phone', 'Enter a phone number: digits, spaces, + ( ) - only');
  }

  const email = input.email.trim();
  if (email) errors.add('email', emailProblem(email));

  if (input.openingHours.length > HOURS_MAX) {
    errors.add('openingHours', `Opening hours can have at most ${HOURS_MAX} rows`);
  }
  const openingHours = input.openingHours.map((row, index) => {
    const days = text(`openingHours.${index}.days`, 'Days', row.days, HOURS_TEXT_MAX_LENGTH);
    const time = text(`openingHours.${index}.time`, 'Hours', row.time, HOURS_TEXT_MAX_LENGTH);
    if (!days) errors.add(`openingHours.${index}.days`, 'Days are required');
    if (!time) errors.add(`openingHours.${index}.time`, 'Hours are required (or "Closed")');
    return { days, time };
  });

  if (input.socialLinks.length > SOCIAL_LINKS_MAX) {
    errors.add('socialLinks', `At most ${SOCIAL_LINKS_MAX} social links`);
  }
  const socialLinks = input.socialLinks.map((link, index) => {
    const label = text(`socialLinks.${index}.label`, 'Label', link.label, SOCIAL_LABEL_MAX_LENGTH);
    const url = link.url.trim();
    if (!label) errors.add(`socialLinks.${index}.label`, 'Label is required');
    if (!url) errors.add(`socialLinks.${index}.url`, 'URL is required');
    else if (url.length > SOCIAL_URL_MAX_LENGTH || !isHttpUrl(url)) {
      errors.add(`socialLinks.${index}.url`, 'Enter a full http:// or https:// address');
    }
    return { label, url };
  });

  if (!errors.isEmpty) throw formErrors(errors.errors);
  return { officeName, addressLines, phone, email, openingHours, socialLinks };
}

/** PUT /site-settings: everything checked first, then the one row replaced whole in one transaction. */
export async function updateSettings(
  db: Db,
  input: SiteSettingsInput,
  actor: AuditActor,
): Promise<SiteSettingsDto> {
  const values = checkSettings(input);
  const row = await db.transaction().execute(async (trx) => {
    const current = await lockSettings(trx);
    const saved = await saveSettings(trx, values);
    await recordChange(trx, actor, {
      entity: 'site_settings',
      entityId: null,
      label: 'Site settings',
      before: current ? toSettingsDto(current) : null,
      after: toSettingsDto(saved),
    });
    return saved;
  });
  return toSettingsDto(row);
}

// ---------------------------------------------------------------------------------------------------------
// Documents

export const NOT_A_PDF = 'Please select a PDF file';
export const PDF_TOO_LARGE = 'File size must be at most 10 MB';
export const FILE_REQUIRED = 'Please choose a PDF file to upload';

export const documentUrl = (id: string) => `/api/documents/${id}/file`;

/** The audit log's view of a document: what an administrator sets (its place is logged by a reorder). */
const auditDocument = (row: DocumentRecord) => ({
  title: row.title,
  description: row.description,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  sha256: row.sha256,
});

const toDocumentDto = (row: DocumentRecord, position: number): DocumentDto => ({
  id: row.id,
  title: row.title,
  description: row.description,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  position,
  url: documentUrl(row.id),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Every document in order; positions are counted from 1, whatever gaps deletions left. */
export async function getDocuments(db: Db): Promise<DocumentDto[]> {
  const rows = await listDocuments(db);
  return rows.map((row, index) => toDocumentDto(row, index + 1));
}

async function documentDto(db: Db, id: string): Promise<DocumentDto> {
  const all = await getDocuments(db);
  const found = all.find((document) => document.id === id);
  if (!found) throw notFound('The document');
  return found;
}

/** A file name a browser saves safely: the upload's own base name, else one made from the title. */
export function safeFileName(uploaded: string, title: string): string {
  const base = (uploaded.split(/[\\/]/).pop() ?? '')
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[^\w.\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-');
  const fromTitle = title
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');
  const name = (base || fromTitle || 'document').slice(0, 120);
  return `${name}.pdf`;
}

/** Checks an uploaded file is a PDF of at most 10 MB (judged by its bytes: it must start with %PDF-). */
export function checkPdf(file: UploadedFile, title: string): StoredFile {
  if (file.truncated || file.data.byteLength > DOCUMENT_MAX_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', PDF_TOO_LARGE, { [file.field]: [PDF_TOO_LARGE] });
  }
  if (file.data.byteLength < 5 || file.data.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw fieldError(file.field, NOT_A_PDF);
  }
  return {
    fileName: safeFileName(file.filename, title),
    byteSize: file.data.byteLength,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    data: file.data,
  };
}

interface DocumentText {
  title?: string | undefined;
  description?: string | undefined;
}

/** The title and description of a form; `required`: the title must be there (a new document). */
function checkDocumentText(fields: FormFields, required: boolean, errors: FieldErrorList): DocumentText {
  const read = (name: string, label: string, max: number) => {
    const found = fields.pick(name);
    if (found === undefined) return undefined;
    if (typeof found.value !== 'string') {
      errors.add(name, `${label} must be text`);
      return undefined;
    }
    const value = found.value.trim();
    if (value.length > max) errors.add(name, tooLong(label, max));
    return value;
  };
  const title = read('title', 'Title', DOCUMENT_TITLE_MAX_LENGTH);
  const description = read('description', 'Description', DOCUMENT_DESCRIPTION_MAX_LENGTH);
  if ((required && title === undefined) || title === '') errors.add('title', 'Title is required');
  return { title, description };
}

/** POST /documents: a new document after the others. */
export async function createDocument(
  db: Db,
  form: { fields: FormFields; files: Map<string, UploadedFile> },
  actor: AuditActor,
): Promise<DocumentDto> {
  const errors = new FieldErrorList();
  const text = checkDocumentText(form.fields, true, errors);
  const upload = form.files.get('file');
  if (!upload) errors.add('file', FILE_REQUIRED);
  if (!errors.isEmpty) throw formErrors(errors.errors);
  const file = checkPdf(upload!, text.title!);
  const count = (await listDocuments(db)).length;
  if (count >= DOCUMENTS_MAX) {
    throw fieldError('file', `There can be at most ${DOCUMENTS_MAX} documents; remove one first`);
  }
  const row = await db.transaction().execute(async (trx) => {
    const created = await insertDocument(trx, {
      title: text.title!,
      description: text.description ?? '',
      file,
    });
    await recordChange(trx, actor, {
      entity: 'document',
      entityId: created.id,
      label: created.title,
      before: null,
      after: auditDocument(created),
    });
    return created;
  });
  return documentDto(db, row.id);
}

/** PUT /documents/{id}: title and description as sent; a new file replaces the old one. */
export async function editDocument(
  db: Db,
  id: string,
  form: { fields: FormFields; files: Map<string, UploadedFile> },
  actor: AuditActor,
): Promise<DocumentDto> {
  const errors = new FieldErrorList();
  const text = checkDocumentText(form.fields, false, errors);
  if (!errors.isEmpty) throw formErrors(errors.errors);
  const existing = await findDocument(db, id);
  if (!existing) throw notFound('The document');
  const upload = form.files.get('file');
  const file = upload ? checkPdf(upload, text.title ?? existing.title) : undefined;
  await db.transaction().execute(async (trx) => {
    const current = await lockDocument(trx, id);
    const row = current && (await updateDocument(trx, id, { ...text, file }));
    if (!current || !row) throw notFound('The document');
    await recordChange(trx, actor, {
      entity: 'document',
      entityId: id,
      label: row.title,
      before: auditDocument(current),
      after: auditDocument(row),
    });
  });
  return documentDto(db, id);
}

/**
 * PUT /documents/order: every document's id, in the new order. Refused unless the list names each
 * document exactly once (someone may have added or removed one meanwhile: reload and try again).
 */
export async function reorderDocuments(
  db: Db,
  input: DocumentOrderInput,
  actor: AuditActor,
): Promise<DocumentDto[]> {
  await db.transaction().execute(async (trx) => {
    await lockDocuments(trx);
    const current = await listDocuments(trx);
    const known = new Set(current.map((row) => row.id));
    const given = new Set(input.ids);
    if (
      given.size !== input.ids.length ||
      given.size !== known.size ||
      input.ids.some((id) => !known.has(id))
    ) {
      throw fieldError(
        'ids',
        'The order must list every document exactly once. The list may have changed: reload and try again.',
      );
    }
    for (const [index, id] of input.ids.entries()) await setDocumentPosition(trx, id, index + 1);
    const titles = new Map(current.map((row) => [row.id, row.title]));
    await recordChange(trx, actor, {
      action: 'reorder',
      entity: 'document',
      entityId: null,
      label: 'Downloads order',
      before: { order: current.map((row) => row.title) },
      after: { order: input.ids.map((id) => titles.get(id) ?? id) },
    });
  });
  return getDocuments(db);
}

export async function removeDocument(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await lockDocument(trx, id);
    if (!current || !(await moveToTrash(trx, 'document', id, actor))) throw notFound('The document');
    await recordChange(trx, actor, {
      entity: 'document',
      entityId: id,
      label: current.title,
      before: auditDocument(current),
      after: null,
    });
  });
}

export interface DocumentDownload {
  etag: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  data: Buffer;
}

export async function readDocumentFile(db: Db, id: string): Promise<DocumentDownload> {
  const file = await findDocumentFile(db, id);
  if (!file) throw notFound('The document');
  return { ...file, etag: `"${file.sha256}"` };
}

/** Content-Disposition for a download: an ASCII name for old clients, the exact one in filename*. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
