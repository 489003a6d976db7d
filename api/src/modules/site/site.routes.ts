import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { auditActor } from '../../shared/audit-actor.js';
import { readImageForm } from '../../shared/images.js';
import { Envelope, errorResponses, UuidParams } from '../../shared/schemas.js';
import {
  CreateDocumentBody,
  DOCUMENT_MAX_BYTES,
  DocumentOrderBody,
  DocumentSchema,
  SiteSettingsBody,
  SiteSettingsSchema,
  UpdateDocumentBody,
} from './site.schemas.js';
import {
  contentDisposition,
  createDocument,
  editDocument,
  getDocuments,
  getSettings,
  readDocumentFile,
  removeDocument,
  reorderDocuments,
  updateSettings,
} from './site.service.js';

/** True when an If-None-Match header already names this ETag (weak or strong, list or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined &&
  ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);

/**
 * The site's details that the back office edits: the office's contact details (GET/PUT /site-settings)
 * and the PDFs of the Downloads page (/documents). Reads are public, writes need an admin role.
 */
const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed for this module's routes only. The parser stops one byte past the limit; the
  // service then refuses the file with the form's message.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 12 },
    throwFileSizeLimit: false,
  });

  app.get(
    '/site-settings',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'getSiteSettings',
        tags: ['site'],
        summary: "The office's contact details, opening hours and social links",
        description: 'Empty text and empty lists for what an administrator has not filled in.',
        response: { 200: Envelope(SiteSettingsSchema), ...errorResponses() },
      },
    },
    async () => ({
      success: true as const,
      data: await getSettings(app.db),
      message: 'Site settings retrieved successfully',
    }),
  );

  app.put(
    '/site-settings',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'saveSiteSettings',
        tags: ['site'],
        summary: 'Replace the site settings',
        description:
          'The whole settings at once. Text is trimmed and empty text is not shown; the email must be an ' +
          'address, the phone digits and + ( ) - and spaces, social links absolute http(s) URLs. Every ' +
          'problem is answered at once, keyed by its path (`socialLinks.0.url`).',
        body: SiteSettingsBody,
        response: { 200: Envelope(SiteSettingsSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSettings(app.db, request.body, auditActor(request)),
      message: 'Site settings saved successfully',
    }),
  );

  app.get(
    '/documents',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        operationId: 'listDocuments',
        tags: ['site'],
        summary: 'The documents of the Downloads page, in order',
        response: { 200: Envelope(Type.Array(DocumentSchema)), ...errorResponses() },
      },
    },
    async () => ({
      success: true as const,
      data: await getDocuments(app.db),
      message: 'Documents retrieved successfully',
    }),
  );

  app.post(
    '/documents',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'createDocument',
        tags: ['site'],
        summary: 'Upload a document',
        description:
          'multipart/form-data: `title` (required), `description`, and `file`, a PDF (judged by its bytes, ' +
          'which must start with `%PDF-`) of at most 10 MB. It goes after the other documents.',
        body: CreateDocumentBody,
        response: { 201: Envelope(DocumentSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const document = await createDocument(
        app.db,
        await readImageForm(request, ['file']),
        auditActor(request),
      );
      return reply
        .code(201)
        .send({ success: true as const, data: document, message: 'Document uploaded successfully' });
    },
  );

  // Registered before /documents/:id, which a static path takes precedence over anyway.
  app.put(
    '/documents/order',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'reorderDocuments',
        tags: ['site'],
        summary: 'Put the documents in a new order',
        body: DocumentOrderBody,
        response: { 200: Envelope(Type.Array(DocumentSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reorderDocuments(app.db, request.body, auditActor(request)),
      message: 'Documents reordered successfully',
    }),
  );

  app.put(
    '/documents/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'updateDocument',
        tags: ['site'],
        summary: "Change a document's title or description, or replace its file",
        description:
          'JSON (`title`, `description`), or multipart/form-data with those and an optional `file` that ' +
          'replaces the PDF (same rules as an upload). Fields left out keep their value.',
        params: UuidParams,
        body: UpdateDocumentBody,
        response: { 200: Envelope(DocumentSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editDocument(
        app.db,
        request.params.id,
        await readImageForm(request, ['file']),
        auditActor(request),
      ),
      message: 'Document updated successfully',
    }),
  );

  app.delete(
    '/documents/:id',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'deleteDocument',
        tags: ['site'],
        summary: 'Remove a document from the Downloads page',
        params: UuidParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeDocument(app.db, request.params.id, auditActor(request));
      return { success: true as const, data: null, message: 'Document deleted successfully' };
    },
  );

  app.get(
    '/documents/:id/file',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'downloadDocument',
        tags: ['site'],
        summary: "A document's PDF, as a download",
        params: UuidParams,
        response: {
          200: Type.Unsafe<Buffer>({
            description: 'The PDF, with Content-Disposition: attachment and its file name.',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          }),
          304: Type.Null({ description: 'Not modified.' }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await readDocumentFile(app.db, request.params.id);
      // A replaced file keeps its address: browsers revalidate (cheaply, by ETag) every time.
      reply.header('etag', file.etag).header('cache-control', 'public, no-cache');
      if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send(null);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.byteSize)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
};

export default siteRoutes;
