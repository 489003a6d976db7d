import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/news?page=2&search=clinic')).toBe('/api/news?page=2&search=clinic');
    expect(redactUrl('/api/news')).toBe('/api/news');
  });

  it('hides the values of token-like parameters, however they are written', () => {
    expect(redactUrl('/api/invitations/validate?token=abc123&x=1')).toBe(
      '/api/invitations/validate?token=[redacted]&x=1',
    );
    expect(redactUrl('/verify?refreshToken=r&%74oken=t&Password=p')).toBe(
      '/verify?refreshToken=[redacted]&%74oken=[redacted]&Password=[redacted]',
    );
    expect(redactUrl('/x?token=%ZZ&%E0=1')).toBe('/x?token=[redacted]&%E0=1');
  });
});
