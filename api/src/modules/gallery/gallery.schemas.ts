import { Type, type Static } from 'typebox';
import { Nullable, RecordSchema } from '../../shared/schemas.js';
import { INVALID_DATE } from '../../shared/fields.js';
import {
  ClearableListField,
  OptionalCalendarDateField,
  OptionalChoiceField,
  OptionalTextField,
  withMessages,
  X_MESSAGES,
  X_NORMALISE,
} from '../../shared/form-schemas.js';
import { AfterQuery, PageQuery } from '../../shared/pagination.js';

/** Wire shapes of the gallery: camelCase (spec 01 §3); inputs also accept snake_case. */

export const GalleryStatusSchema = Type.Union([Type.Literal('published'), Type.Literal('draft')]);

export const GalleryAssetSchema = RecordSchema('GalleryAsset', {
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  description: Nullable(Type.String()),
  category: Nullable(Type.String()),
  imageUrl: Type.String({
    description: 'The display image: /api/media/{id} when uploaded, else the URL given.',
  }),
  thumbnailUrl: Nullable(
    Type.String({
      description:
        'About 400 px wide (WebP) when uploaded; else the thumbnail URL given, else the image URL.',
    }),
  ),
  uploadedAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  tags: Type.Array(Type.String()),
  location: Nullable(Type.String()),
  photographer: Nullable(Type.String()),
  capturedAt: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
  fileSizeKB: Nullable(
    Type.Number({ description: 'Size of the display image in KB (one decimal), measured by the server.' }),
  ),
  originalSizeKB: Nullable(Type.Number({ description: 'Size of the image as stored, in KB.' })),
  originalUrl: Nullable(
    Type.String({
      description:
        'The image as stored (/api/media/{id}), kept when the display image is compressed; null for a linked image.',
    }),
  ),
  status: GalleryStatusSchema,
});
export type GalleryAssetDto = Static<typeof GalleryAssetSchema>;

export const GalleryQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches title, description and tags.' })),
  category: Type.Optional(
    Type.String({ maxLength: 100, description: 'Exact category, any case; `all` for every one.' }),
  ),
  status: Type.Optional(
    Type.Union([Type.Literal('published'), Type.Literal('draft'), Type.Literal('all')], {
      description: 'Default published. draft and all need an administrator.',
    }),
  ),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Page size (alias of limit), at most 100.' }),
  ),
  ...PageQuery,
  ...AfterQuery,
});
export type GalleryQueryInput = Static<typeof GalleryQuery>;

/** `data: { items, pagination }` as the gallery page reads it, and the sibling pagination of every list. */
export const GalleryListEnvelope = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ items: Type.Array(GalleryAssetSchema), pagination: Type.Ref('Pagination') }),
  message: Type.String(),
  pagination: Type.Ref('Pagination'),
});

export const CompressResultSchema = Type.Object({
  beforeKB: Type.Number(),
  afterKB: Type.Number(),
  asset: GalleryAssetSchema,
});

export const GalleryAuditSchema = RecordSchema(
  'GalleryAudit',
  {
    id: Type.String({ format: 'uuid' }),
    status: Type.Union([Type.Literal('running'), Type.Literal('finished'), Type.Literal('failed')], {
      description:
        'running until every asset has been tried; failed when the server that ran it stopped before the end.',
    }),
    total: Type.Integer({ description: 'Uploaded assets over 10 KB when the audit started.' }),
    done: Type.Integer({ description: 'Assets tried so far (compressed, or failed).' }),
    failed: Type.Integer({ description: 'Assets that could not be compressed.' }),
    beforeKB: Type.Number({ description: 'Display images compressed so far: their size before, in KB.' }),
    afterKB: Type.Number({ description: 'The same images after compression, in KB.' }),
    startedAt: Type.String({ format: 'date-time' }),
    finishedAt: Nullable(Type.String({ format: 'date-time' })),
  },
  'A bulk audit: compresses every uploaded asset over 10 KB, one after another, on the server.',
);
export type GalleryAuditDto = Static<typeof GalleryAuditSchema>;

export const LIMITS = {
  title: 200,
  description: 5000,
  category: 100,
  location: 200,
  photographer: 200,
  url: 2000,
};
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;
export const GALLERY_STATUSES = ['published', 'draft'] as const;
export const TITLE_REQUIRED = 'Title is required';
export const STATUS_PROBLEM = 'Status must be published or draft';
export const URL_PROBLEM = 'Enter a valid URL';
export const urlTooLong = () => `Must be at most ${LIMITS.url} characters`;

const tooLong = (label: string, field: keyof typeof LIMITS) =>
  `${label} must be at most ${LIMITS[field]} characters`;

/** The title as a new asset gives it: required, but checked with the image (both problems show at once). */
const CreateTitle = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: LIMITS.title,
    description: 'Required (reported together with a missing image).',
    [X_NORMALISE]: ['trim'],
    [X_MESSAGES]: { maxLength: tooLong('Title', 'title'), type: 'Title must be text' },
  }),
);

/** The title of an edit: left out, it is kept; sent, it cannot be blank. */
const EditTitle = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    minLength: 1,
    maxLength: LIMITS.title,
    description: 'Kept when left out; cannot be blank.',
    [X_NORMALISE]: ['trim'],
    [X_MESSAGES]: {
      minLength: TITLE_REQUIRED,
      maxLength: tooLong('Title', 'title'),
      type: 'Title must be text',
    },
  }),
);

const CapturedAt = withMessages(
  OptionalCalendarDateField('Date', { description: 'YYYY-MM-DD (or an ISO date-time).' }),
  { format: INVALID_DATE, type: INVALID_DATE },
);

/** A link to an image: an absolute http(s) URL or a path on this site. */
const ImageLink = (description: string) =>
  Type.Optional(
    Type.Unsafe<string | null>({
      type: ['string', 'null'],
      format: 'site-url',
      maxLength: LIMITS.url,
      description,
      [X_NORMALISE]: ['trim', 'blank-null'],
      [X_MESSAGES]: { format: URL_PROBLEM, type: URL_PROBLEM, maxLength: urlTooLong() },
    }),
  );

/**
 * The metadata of an asset (spec 02 §5), camelCase or snake_case. Every field of an edit may be left out
 * (kept); null or blank clears it. The same rules hold for a multipart form, which the service checks.
 */
const metadata = (title: typeof CreateTitle) => ({
  title,
  description: OptionalTextField('Description', LIMITS.description),
  category: OptionalTextField('Category', LIMITS.category),
  tags: ClearableListField('Tags', {
    maxItems: MAX_TAGS,
    itemMaxLength: MAX_TAG_LENGTH,
    messages: {
      maxItems: `At most ${MAX_TAGS} tags`,
      itemMaxLength: `Each tag must be at most ${MAX_TAG_LENGTH} characters`,
    },
  }),
  location: OptionalTextField('Location', LIMITS.location),
  photographer: OptionalTextField('Photographer', LIMITS.photographer),
  capturedAt: CapturedAt,
  captured_at: CapturedAt,
  status: withMessages(
    OptionalChoiceField('Status', GALLERY_STATUSES, {
      description: 'published (the default) or draft, any case.',
    }),
    { enum: STATUS_PROBLEM, type: STATUS_PROBLEM },
  ),
});

/** Metadata edits (PATCH); the image itself is not changed here. */
export const GalleryPatchBody = Type.Object(metadata(EditTitle));

/** A new asset sent as JSON: its image by link. */
export const GalleryJsonBody = Type.Object({
  ...metadata(CreateTitle),
  imageUrl: ImageLink('The image, when no file is uploaded.'),
  image_url: ImageLink('Same as imageUrl.'),
  thumbnailUrl: ImageLink('A smaller picture for lists; the image itself when left out.'),
  thumbnail_url: ImageLink('Same as thumbnailUrl.'),
  fileSizeKB: Type.Optional(
    Type.Union([Type.Number(), Type.String(), Type.Null()], {
      description: 'Ignored: the server measures the image itself.',
    }),
  ),
});

/**
 * New assets: multipart/form-data with an image file in `image` (or an `imageUrl`), or JSON with an
 * `imageUrl`. Only the JSON body is validated by schema; a multipart body is read as a stream and checked
 * by the service with the same rules (its schema here documents them).
 */
export const GalleryCreateBody = {
  content: {
    'application/json': { schema: GalleryJsonBody },
    'multipart/form-data': {
      schema: Type.Unsafe<null>({
        type: ['object', 'null'],
        properties: {
          image: {
            type: 'string',
            format: 'binary',
            description: 'JPEG, PNG, WebP, GIF or AVIF, under 5 MB; judged by its bytes.',
          },
          title: { type: 'string', maxLength: LIMITS.title, description: 'Required.' },
          category: { type: 'string', maxLength: LIMITS.category },
          description: { type: 'string', maxLength: LIMITS.description },
          tags: {
            type: 'string',
            description: `Comma-separated, or the field repeated: at most ${MAX_TAGS} tags of at most ${MAX_TAG_LENGTH} characters.`,
          },
          location: { type: 'string', maxLength: LIMITS.location },
          photographer: { type: 'string', maxLength: LIMITS.photographer },
          capturedAt: { type: 'string', format: 'date' },
          status: { type: 'string', enum: [...GALLERY_STATUSES] },
          imageUrl: { type: 'string', format: 'site-url', maxLength: LIMITS.url },
          thumbnailUrl: { type: 'string', format: 'site-url', maxLength: LIMITS.url },
        },
      }),
    },
  },
};
