import { Type, type Static } from 'typebox';
import { RecordSchema } from '../../shared/schemas.js';

/** Wire shapes of the site's details: the office's contact details and the Downloads page's documents. */

export const OFFICE_NAME_MAX_LENGTH = 120;
export const ADDRESS_LINE_MAX_LENGTH = 120;
export const ADDRESS_LINES_MAX = 6;
export const PHONE_MAX_LENGTH = 40;
export const EMAIL_MAX_LENGTH = 254;
export const HOURS_TEXT_MAX_LENGTH = 80;
export const HOURS_MAX = 14;
export const SOCIAL_LABEL_MAX_LENGTH = 40;
export const SOCIAL_URL_MAX_LENGTH = 2048;
export const SOCIAL_LINKS_MAX = 12;

export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 1000;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTS_MAX = 200;

const OpeningHours = Type.Object(
  {
    days: Type.String({ description: 'e.g. "Monday to Friday".' }),
    time: Type.String({ description: 'e.g. "8:30 am – 5:00 pm", or "Closed".' }),
  },
  { additionalProperties: false },
);

const SocialLink = Type.Object(
  {
    label: Type.String({ description: 'The network or a label, e.g. "Facebook".' }),
    url: Type.String({ description: 'An absolute http(s) URL.' }),
  },
  { additionalProperties: false },
);

export const SiteSettingsSchema = RecordSchema(
  'SiteSettings',
  {
    officeName: Type.String({ description: 'Empty when not set.' }),
    addressLines: Type.Array(Type.String(), { description: 'The postal address, a line each.' }),
    phone: Type.String({ description: 'As shown to visitors; empty when not set.' }),
    email: Type.String({ description: 'Empty when not set.' }),
    openingHours: Type.Array(OpeningHours),
    socialLinks: Type.Array(SocialLink),
    updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When an administrator last saved them; null when never.',
    }),
  },
  "The office's contact details and the site's social links, shown on the Contact and Get involved pages.",
);
export type SiteSettingsDto = Static<typeof SiteSettingsSchema>;

/**
 * PUT /site-settings: the whole settings, replaced at once. Text is trimmed; empty text means "not
 * shown". The rules (lengths, email, http(s) links) are checked together by the service, every problem
 * keyed by its path (`openingHours.1.days`, `socialLinks.0.url`).
 */
export const SiteSettingsBody = Type.Object({
  officeName: Type.String({ maxLength: 1000 }),
  addressLines: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 50 }),
  phone: Type.String({ maxLength: 1000 }),
  email: Type.String({ maxLength: 1000 }),
  openingHours: Type.Array(OpeningHours, { maxItems: 100 }),
  socialLinks: Type.Array(SocialLink, { maxItems: 100 }),
});
export type SiteSettingsInput = Static<typeof SiteSettingsBody>;

export const DocumentSchema = RecordSchema(
  'SiteDocument',
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    description: Type.String(),
    fileName: Type.String({ description: 'The name the browser saves the file under.' }),
    contentType: Type.String({ description: 'Always application/pdf.' }),
    byteSize: Type.Integer({ minimum: 1 }),
    position: Type.Integer({ description: 'The place on the Downloads page, 1 first.' }),
    url: Type.String({ description: 'Where the file is downloaded: /api/documents/{id}/file.' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  'A PDF offered on the Downloads page.',
);
export type DocumentDto = Static<typeof DocumentSchema>;

const documentFormProperties = {
  title: { type: 'string', maxLength: DOCUMENT_TITLE_MAX_LENGTH, description: 'Required.' },
  description: { type: 'string', maxLength: DOCUMENT_DESCRIPTION_MAX_LENGTH },
  file: {
    type: 'string',
    format: 'binary',
    description: 'A PDF file (it must start with %PDF-), at most 10 MB.',
  },
};

/** POST /documents: multipart/form-data with the title, the description and the file. */
export const CreateDocumentBody = {
  content: {
    'multipart/form-data': {
      schema: Type.Unsafe<null>({
        type: ['object', 'null'],
        required: ['title', 'file'],
        properties: documentFormProperties,
      }),
    },
  },
};

export const DocumentJsonBody = Type.Object({
  title: Type.Optional(Type.String({ maxLength: 10_000 })),
  description: Type.Optional(Type.String({ maxLength: 10_000 })),
});

/**
 * PUT /documents/{id}: JSON with the title and/or description, or multipart/form-data with them and,
 * optionally, a new file that replaces the old one. Fields left out keep their value.
 */
export const UpdateDocumentBody = {
  content: {
    'application/json': { schema: DocumentJsonBody },
    'multipart/form-data': {
      schema: Type.Unsafe<null>({ type: ['object', 'null'], properties: documentFormProperties }),
    },
  },
};

export const DocumentOrderBody = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), {
    maxItems: DOCUMENTS_MAX,
    description: 'Every document id, in the order the Downloads page shows them.',
  }),
});
export type DocumentOrderInput = Static<typeof DocumentOrderBody>;
