import { Type, type Static } from 'typebox';
import { Nullable, RecordSchema } from '../../shared/schemas.js';
import { ChoiceField, InstantField, TextField, WebUrlField } from '../../shared/form-schemas.js';
import { AfterQuery, PageQuery } from '../../shared/pagination.js';

/** Wire shapes of news articles (camelCase, spec 01 §3 and spec 02 §3). */

export const NEWS_CATEGORIES = [
  'politics',
  'health',
  'education',
  'agriculture',
  'social',
  'development',
  'employment',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NewsSchema = RecordSchema('NewsArticle', {
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  excerpt: Type.String(),
  content: Type.String(),
  category: Type.Enum([...NEWS_CATEGORIES]),
  image: Nullable(Type.String({ description: 'Absolute http(s) URL, or /api/media/{id}.' })),
  views: Type.Integer({ minimum: 0, description: 'Times the article was opened (GET /news/{id}).' }),
  author: Type.String(),
  publishedAt: Type.String({
    format: 'date-time',
    description:
      'When the article is (or will be) public. In the future: scheduled, seen by administrators only.',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type NewsDto = Static<typeof NewsSchema>;

export const NewsQuery = Type.Object({
  category: Type.Optional(
    Type.Enum(['all', ...NEWS_CATEGORIES], { description: 'One category; `all` (or none) for every one.' }),
  ),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Case-insensitive text in the title, excerpt or content (% and _ are taken literally).',
    }),
  ),
  ...PageQuery,
  ...AfterQuery,
});

export const TITLE_MAX_LENGTH = 200;
export const AUTHOR_MAX_LENGTH = 150;
export const EXCERPT_MAX_LENGTH = 1000;
export const CONTENT_MAX_LENGTH = 100_000;

/**
 * The news form (spec 02 §5): title, category, author, published date, excerpt and content required; the
 * category one of the list (any case); the image an http(s) URL or an uploaded one. Text is trimmed; the
 * content keeps its inner formatting.
 */
export const NewsBody = Type.Object({
  title: TextField('Title', TITLE_MAX_LENGTH),
  excerpt: TextField('Excerpt', EXCERPT_MAX_LENGTH),
  content: TextField('Content', CONTENT_MAX_LENGTH),
  category: ChoiceField('Category', NEWS_CATEGORIES),
  author: TextField('Author', AUTHOR_MAX_LENGTH),
  image: WebUrlField('Image'),
  publishedAt: InstantField(
    'Published date',
    'ISO 8601; a date and time without an offset (datetime-local) is read as UTC.',
  ),
});
export type NewsInput = Static<typeof NewsBody>;
