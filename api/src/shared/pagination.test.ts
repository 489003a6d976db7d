import { describe, expect, it } from 'vitest';
import type { FastifyReply } from 'fastify';
import {
  decodeCursor,
  isDay,
  listRequest,
  nextCursor,
  pagination,
  pageRequest,
  setNextLink,
} from './pagination.js';

const STAMP = '2026-03-01T09:30:00.123456+00:00';
const ID = '5f26a0cd-f0f6-448f-971c-61cede4a9527';
const KINDS = ['timestamp', 'uuid'] as const;

describe('cursors', () => {
  it('round-trip the next page number and the sort key PostgreSQL wrote', () => {
    const cursor = nextCursor({ page: 4, limit: 10, offset: 30 }, [STAMP, ID])!;
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, KINDS)).toEqual({ page: 5, key: [STAMP, ID] });
    expect(listRequest({ after: cursor, limit: 500, page: 2 }, KINDS)).toEqual({
      page: 5,
      limit: 100,
      offset: 0,
      after: [STAMP, ID],
    });
    expect(nextCursor({ page: 4, limit: 10, offset: 30 }, null)).toBeNull();
  });

  it('accept the moments and days PostgreSQL writes, and no others', () => {
    const key = (value: string, kind: 'timestamp' | 'date') =>
      decodeCursor(Buffer.from(JSON.stringify([2, value])).toString('base64url'), [kind]);
    expect(key('2026-03-01T09:30:00+00:00', 'timestamp')).not.toBeNull();
    expect(key('2024-02-29T23:59:59.5Z', 'timestamp')).not.toBeNull();
    expect(key('2025-02-01', 'date')).not.toBeNull();
    for (const bad of ['2025-02-29', '2026-13-01', '2026-00-10', '0000-01-01', '2026-1-1', '']) {
      expect(key(bad, 'date'), bad).toBeNull();
    }
    for (const bad of ['2026-03-01T24:00:00Z', '2026-02-30T10:00:00Z', '2026-03-01 09:30:00', 'now']) {
      expect(key(bad, 'timestamp'), bad).toBeNull();
    }
  });

  it('take a day exactly when the calendar has it', () => {
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    for (const year of [1, 99, 100, 1600, 1900, 2000, 2023, 2024, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const real =
            month >= 1 &&
            month <= 12 &&
            date.getUTCFullYear() === year &&
            date.getUTCMonth() === month - 1 &&
            date.getUTCDate() === day;
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isDay(text), text).toBe(real);
        }
      }
    }
  });

  it('refuse anything else, and a request with one is a 400 naming after', () => {
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of ['%%%', raw('text'), raw([1, STAMP, ID]), raw([2.5, STAMP, ID]), raw([2, STAMP])]) {
      expect(decodeCursor(cursor, KINDS), cursor).toBeNull();
    }
    expect(() => listRequest({ after: 'nonsense' }, KINDS)).toThrow(
      expect.objectContaining({ statusCode: 400, errors: { after: [expect.any(String)] } }),
    );
  });
});

describe('the Link header', () => {
  const linkFor = (url: string, cursor: string | null) => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (headers[name] = value) };
    setNextLink(reply as unknown as FastifyReply, url, cursor);
    return headers.link;
  };

  it('names the same path and query with the cursor in place of page and any earlier cursor', () => {
    expect(linkFor('/api/news?category=health&page=3&limit=5&search=a%26b', 'abc')).toBe(
      '</api/news?category=health&limit=5&search=a%26b&after=abc>; rel="next"',
    );
    expect(linkFor('/api/news?after=old&pages=2', 'new')).toBe('</api/news?pages=2&after=new>; rel="next"');
    expect(linkFor('/api/gallery/assets', 'xyz')).toBe('</api/gallery/assets?after=xyz>; rel="next"');
  });

  it('is left out on the last page', () => {
    expect(linkFor('/api/news?page=9', null)).toBeUndefined();
  });
});

describe('page numbers', () => {
  it('are unchanged: page from 1, limit at most 100, next and previous around the total', () => {
    expect(pageRequest({ page: 3, limit: 1000 })).toEqual({ page: 3, limit: 100, offset: 200 });
    expect(pagination({ page: 2, limit: 10, offset: 10 }, 25)).toEqual({
      count: 25,
      page: 2,
      limit: 10,
      total_pages: 3,
      next: 3,
      previous: 1,
    });
  });
});
