import { isWebUrl } from '@party/shared-ui';
import type { FieldErrors } from '@party/shared-ui';
import { isNewsCategory, NEWS_CATEGORIES, type NewsArticle, type NewsPayload } from '../api/types';

/** The news form's fields as typed text (spec 02 §5). */
export interface NewsFormValues {
  title: string;
  category: string;
  author: string;
  /** A `datetime-local` value (local time, no offset). */
  publishedAt: string;
  excerpt: string;
  content: string;
  image: string;
}

export type NewsFormField = keyof NewsFormValues;

export const EMPTY_NEWS_FORM: NewsFormValues = {
  title: '',
  category: '',
  author: '',
  publishedAt: '',
  excerpt: '',
  content: '',
  image: '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone; '' when it is not a date. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A `datetime-local` value (read in the browser's time zone) as ISO 8601 UTC; null when invalid. */
export function localInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formFromArticle(article: NewsArticle): NewsFormValues {
  return {
    title: article.title,
    category: article.category,
    author: article.author,
    publishedAt: toLocalInput(article.publishedAt),
    excerpt: article.excerpt,
    content: article.content,
    image: article.image ?? '',
  };
}

const REQUIRED: readonly [NewsFormField, string][] = [
  ['title', 'Title is required'],
  ['category', 'Category is required'],
  ['author', 'Author is required'],
  ['publishedAt', 'Published date is required'],
  ['excerpt', 'Excerpt is required'],
  ['content', 'Content is required'],
];

/** The client-side checks of spec 02 §5, keyed by field; empty when the form may be sent. */
export function validateNewsForm(values: NewsFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of REQUIRED) {
    if (values[field].trim() === '') errors[field] = [message];
  }
  if (!errors.category && !isNewsCategory(values.category))
    errors.category = [`Category must be one of: ${NEWS_CATEGORIES.join(', ')}`];
  if (!errors.publishedAt && localInputToIso(values.publishedAt) === null)
    errors.publishedAt = ['Published date must be a valid date'];
  const image = values.image.trim();
  if (image !== '' && !isWebUrl(image)) errors.image = ['Image must be a valid URL'];
  return errors;
}

/** The payload of a validated form. */
export function newsPayload(values: NewsFormValues): NewsPayload {
  return {
    title: values.title.trim(),
    // validateNewsForm has checked it is one of the list.
    category: values.category as NewsPayload['category'],
    author: values.author.trim(),
    publishedAt: localInputToIso(values.publishedAt) ?? '',
    excerpt: values.excerpt.trim(),
    content: values.content.trim(),
    image: values.image.trim() === '' ? null : values.image.trim(),
  };
}
