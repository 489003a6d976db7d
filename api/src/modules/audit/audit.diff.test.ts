import { describe, expect, it } from 'vitest';
import { createdChanges, deletedChanges, diffChanges, isSecretField } from './audit.diff.js';

describe('diffChanges', () => {
  it('lists only the fields whose values changed, each with its value before and after', () => {
    const before = { id: 'a1', title: 'Old title', excerpt: 'Same', views: 3, tags: ['x', 'y'] };
    const after = { id: 'a1', title: 'New title', excerpt: 'Same', views: 3, tags: ['x', 'z'] };
    expect(diffChanges(before, after)).toEqual({
      title: { before: 'Old title', after: 'New title' },
      tags: { before: ['x', 'y'], after: ['x', 'z'] },
    });
  });

  it('leaves out the book-keeping fields and those asked to be ignored', () => {
    const before = { title: 'A', updatedAt: '2026-01-01T00:00:00.000Z', ward_count: 1 };
    const after = { title: 'A', updatedAt: '2026-02-01T00:00:00.000Z', ward_count: 2 };
    expect(diffChanges(before, after, { ignore: ['ward_count'] })).toEqual({});
  });

  it('compares nested objects by value, whatever the order of their keys', () => {
    const before = { data: { a: 1, b: [{ c: 2, d: 3 }] } };
    const after = { data: { b: [{ d: 3, c: 2 }], a: 1 } };
    expect(diffChanges(before, after)).toEqual({});
  });

  it('records a field that appears or disappears as null on the other side', () => {
    expect(diffChanges({ image: 'a.jpg' }, { image: null })).toEqual({
      image: { before: 'a.jpg', after: null },
    });
    expect(diffChanges({ budget: null }, { budget: 1200.5 })).toEqual({
      budget: { before: null, after: 1200.5 },
    });
  });

  it('keeps dates as their ISO text', () => {
    const when = new Date('2026-03-04T05:06:07.000Z');
    expect(diffChanges({ publishedAt: null }, { publishedAt: when })).toEqual({
      publishedAt: { before: null, after: '2026-03-04T05:06:07.000Z' },
    });
  });

  it('never records the values of secrets, only that they changed', () => {
    const changes = diffChanges(
      { password_hash: '$argon2id$old', refreshToken: 'r1', email: 'a@example.org' },
      { password_hash: '$argon2id$new', refreshToken: 'r1', email: 'b@example.org' },
    );
    expect(changes).toEqual({
      password_hash: { redacted: true },
      email: { before: 'a@example.org', after: 'b@example.org' },
    });
    expect(JSON.stringify(changes)).not.toContain('argon2id');
  });
});

describe('createdChanges and deletedChanges', () => {
  it('list every field of a new record as after, without secrets', () => {
    expect(
      createdChanges({ id: 'u1', username: 'ama', password: 'correct horse', createdAt: 'now' }),
    ).toEqual({ username: { after: 'ama' }, password: { redacted: true } });
  });

  it('list every field of a deleted record as before', () => {
    expect(deletedChanges({ id: 'n1', title: 'Gone', category: 'health' })).toEqual({
      title: { before: 'Gone' },
      category: { before: 'health' },
    });
  });
});

describe('isSecretField', () => {
  it('recognises the usual spellings of secrets and leaves ordinary fields alone', () => {
    for (const field of [
      'password',
      'passwordHash',
      'password_hash',
      'token',
      'tokenHash',
      'apiKey',
      'clientSecret',
    ])
      expect(isSecretField(field), field).toBe(true);
    for (const field of ['title', 'email', 'username', 'status', 'roles', 'phone_number'])
      expect(isSecretField(field), field).toBe(false);
  });
});
