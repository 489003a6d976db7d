import { Type, type Static } from 'typebox';
import { PageQuery } from '../../shared/pagination.js';

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

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const NewsSchema = Type.Object({
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
});

const Loose = (types: string[], description: string) =>
  Type.Optional(Type.Unsafe<unknown>({ type: types, description }));

// Deliberately permissive: the service reports every problem at once with the messages of spec 02 §5.
export const NewsBody = Type.Object({
  title: Type.Optional(Type.String({ description: 'Required.' })),
  excerpt: Type.Optional(Type.String({ description: 'Required.' })),
  content: Type.Optional(Type.String({ description: 'Required.' })),
  category: Type.Optional(Type.String({ description: `Required: one of ${NEWS_CATEGORIES.join(', ')}.` })),
  author: Type.Optional(Type.String({ description: 'Required.' })),
  image: Loose(['string', 'null'], 'An http(s) URL (or /api/media/{id}); empty or null for none.'),
  publishedAt: Loose(
    ['string', 'null'],
    'Required. ISO 8601; a date and time without an offset (datetime-local) is read as UTC.',
  ),
});
export type NewsInput = Static<typeof NewsBody>;
