import { Type, type Static, type TSchema } from 'typebox';
import { PageQuery } from '../../shared/pagination.js';

/** Wire shapes of the gallery: camelCase (spec 01 §3); inputs also accept snake_case. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const GalleryStatusSchema = Type.Union([Type.Literal('published'), Type.Literal('draft')]);

export const GalleryAssetSchema = Type.Object({
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
  originalSizeKB: Nullable(Type.Number({ description: 'Size of the image as uploaded, in KB.' })),
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

const Text = Type.Optional(Type.Union([Type.String(), Type.Null()]));
const Tags = Type.Optional(
  Type.Union([Type.Array(Type.String()), Type.String(), Type.Null()], {
    description: 'A list, or one comma-separated string.',
  }),
);

const METADATA = {
  title: Text,
  description: Text,
  category: Text,
  tags: Tags,
  location: Text,
  photographer: Text,
  capturedAt: Text,
  captured_at: Text,
  status: Text,
};

/** Metadata edits (PATCH); the image itself is not changed here. */
export const GalleryPatchBody = Type.Object(METADATA);

const GalleryJsonBody = Type.Object({
  ...METADATA,
  imageUrl: Text,
  image_url: Text,
  thumbnailUrl: Text,
  thumbnail_url: Text,
  fileSizeKB: Type.Optional(Type.Unknown({ description: 'Ignored: the server measures the image itself.' })),
});

/**
 * New assets: multipart/form-data with an image file in `image` (or an `imageUrl`), or JSON with an
 * `imageUrl`. Only the JSON body is validated by schema; a multipart body is read as a stream.
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
          title: { type: 'string' },
          category: { type: 'string' },
          description: { type: 'string' },
          tags: { type: 'string', description: 'Comma-separated, or the field repeated.' },
          location: { type: 'string' },
          photographer: { type: 'string' },
          capturedAt: { type: 'string', format: 'date' },
          status: { type: 'string', enum: ['published', 'draft'] },
          imageUrl: { type: 'string' },
          thumbnailUrl: { type: 'string' },
        },
      }),
    },
  },
};
