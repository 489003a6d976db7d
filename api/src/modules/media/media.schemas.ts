import { Type, type Static } from 'typebox';

/** Wire shapes of GET /api/media/{id}: the original, or a resized copy chosen by the query string. */

/** The widths a resized copy can be asked for: phones (320, 640), tablets and laptops (960, 1280). */
export const DERIVATIVE_WIDTHS = [320, 640, 960, 1280] as const;
export type DerivativeWidth = (typeof DERIVATIVE_WIDTHS)[number];

export const DERIVATIVE_FORMATS = ['webp', 'avif'] as const;
export type DerivativeFormat = (typeof DERIVATIVE_FORMATS)[number];

/** What a query naming only the format gets: the largest copy. */
export const DEFAULT_DERIVATIVE_WIDTH: DerivativeWidth = 1280;
/** What a query naming only the width gets: WebP, which every browser in use shows. */
export const DEFAULT_DERIVATIVE_FORMAT: DerivativeFormat = 'webp';

/**
 * Neither field: the original as stored (re-encoded at upload, without metadata). Either or both: a resized copy (the other takes its
 * default). A width outside the list is refused (400 naming `w`) rather than rounded: an address then
 * names exactly one set of bytes, and a typo shows at once instead of serving a picture of another size.
 * Other parameters are dropped unread (`additionalProperties: false` with the API's `removeAdditional`),
 * as every route does with parameters it does not know, so a cache-busting `?v=2` still gets the image.
 */
export const MediaQuery = Type.Object(
  {
    // Literals with a type (not a bare enum), so that the text "640" is read as the number it names.
    w: Type.Optional(
      Type.Union(
        DERIVATIVE_WIDTHS.map((width) => Type.Literal(width)),
        {
          description:
            'Width of a resized copy, in pixels. Never wider than the original: a narrower original ' +
            'is served at its own width. Without `w` and `format`: the original bytes.',
        },
      ),
    ),
    format: Type.Optional(
      Type.Enum([...DERIVATIVE_FORMATS], {
        description: `Format of a resized copy (default ${DEFAULT_DERIVATIVE_FORMAT} when only \`w\` is given).`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type MediaQueryInput = Static<typeof MediaQuery>;

/** POST /api/media: one image, as multipart/form-data (read as a stream and checked by its bytes). */
export const MediaUploadBody = {
  content: {
    'multipart/form-data': {
      schema: Type.Unsafe<null>({
        type: ['object', 'null'],
        required: ['image'],
        properties: {
          image: {
            type: 'string',
            format: 'binary',
            description:
              'JPEG, PNG, WebP, GIF or AVIF, under 5 MB and 25 megapixels (by default); judged by its bytes.',
          },
        },
      }),
    },
  },
};

export const UploadedMediaSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  url: Type.String({ description: '/api/media/{id}: what an image field of news or a project takes.' }),
  contentType: Type.String(),
  sizeKB: Type.Number({ description: 'Size in KB, one decimal.' }),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
});
export type UploadedMediaDto = Static<typeof UploadedMediaSchema>;
