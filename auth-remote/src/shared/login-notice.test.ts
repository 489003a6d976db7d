import { describe, expect, it } from 'vitest';
import { loginFor, noticeOf, returnPathOf } from './login-notice';

describe('returnPathOf', () => {
  it('keeps paths of this site', () => {
    expect(returnPathOf('/profile')).toBe('/profile');
    expect(returnPathOf('/news?page=2')).toBe('/news?page=2');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of [
      null,
      '',
      'profile',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/a\nb',
    ])
      expect(returnPathOf(next)).toBeNull();
  });

  it('round-trips with loginFor', () => {
    const url = new URL(loginFor('/profile'), 'https://branch.example.org');
    expect(url.pathname).toBe('/login');
    expect(returnPathOf(url.searchParams.get('next'))).toBe('/profile');
  });
});

describe('noticeOf', () => {
  it('reads a handed-over message, and nothing else', () => {
    expect(noticeOf({ notice: 'Done.' })).toBe('Done.');
    expect(noticeOf({ notice: '' })).toBeNull();
    expect(noticeOf({ notice: 3 })).toBeNull();
    expect(noticeOf(null)).toBeNull();
    expect(noticeOf('Done.')).toBeNull();
  });
});
