import { describe, expect, it } from 'vitest';
import { categoryLabel, matchesFilters, summaryOf, type NewsArticle } from './news-article';

describe('summaryOf', () => {
  it('is the excerpt when there is one', () => {
    expect(summaryOf({ excerpt: '  Short and sweet. ', content: 'x'.repeat(400) })).toBe('Short and sweet.');
  });

  it('falls back to the first 150 characters of the content, with an ellipsis', () => {
    const content = `${'a'.repeat(150)}TAIL`;
    expect(summaryOf({ excerpt: '', content })).toBe(`${'a'.repeat(150)}…`);
  });

  it('keeps short content whole, with no ellipsis', () => {
    expect(summaryOf({ excerpt: ' ', content: 'A clinic opens.' })).toBe('A clinic opens.');
    expect(summaryOf({ excerpt: '', content: 'b'.repeat(150) })).toBe('b'.repeat(150));
  });
});

describe('matchesFilters', () => {
  const article: NewsArticle = {
    id: '1',
    title: 'New Borehole',
    excerpt: 'Clean water for Asokwa',
    content: 'The district assembly funded the WELL.',
    category: 'development',
    image: null,
    views: 0,
    author: 'Ama Mensah',
    publishedAt: '2026-01-02T00:00:00.000Z',
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };

  it('matches a category and free text in the title, excerpt or content, ignoring case', () => {
    expect(matchesFilters(article, { category: 'all', search: '' })).toBe(true);
    expect(matchesFilters(article, { category: 'development', search: 'borehole' })).toBe(true);
    expect(matchesFilters(article, { category: 'all', search: 'ASOKWA' })).toBe(true);
    expect(matchesFilters(article, { category: 'all', search: ' well ' })).toBe(true);
    expect(matchesFilters(article, { category: 'health', search: '' })).toBe(false);
    expect(matchesFilters(article, { category: 'all', search: 'school' })).toBe(false);
  });
});

describe('categoryLabel', () => {
  it('labels categories readably', () => {
    expect(categoryLabel('employment')).toBe('Employment');
    expect(categoryLabel('health')).toBe('Health');
  });
});
