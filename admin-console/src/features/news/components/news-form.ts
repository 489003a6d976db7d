import { isWebUrl } from '@party/shared-ui';
import type { FieldErrors } from '@party/shared-ui';
import type { NewsArticle, NewsPayload } from '../api/types';
import { checkFormText, formMessage } from '@party/shared-ui/api-contract';

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

/**
 * The client-side checks of spec 02 §5, keyed by field; empty when the form may be sent. What is required,
 * how long each text may be and every message are the API's own (its createNewsArticle body).
 */
export function validateNewsForm(values: NewsFormValues): FieldErrors {
  const errors = checkFormText('createNewsArticle', values);
  if (!errors.publishedAt && localInputToIso(values.publishedAt) === null)
    errors.publishedAt = [formMessage('createNewsArticle', 'publishedAt', 'format')];
  const image = values.image.trim();
  if (image !== '' && !isWebUrl(image)) errors.image = [formMessage('createNewsArticle', 'image', 'format')];
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
