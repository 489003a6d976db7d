import { describe, expect, it } from 'vitest';
import { changeLines, describeValue, entryTarget, fieldLabel } from './audit-model';

describe('describeValue', () => {
  it('shows text as it is, lists joined and nothing as empty', () => {
    expect(describeValue('Asokwa')).toBe('Asokwa');
    expect(describeValue(['admin', 'member'])).toBe('admin, member');
    expect(describeValue([])).toBe('(none)');
    expect(describeValue(null)).toBe('(empty)');
    expect(describeValue('')).toBe('(empty)');
    expect(describeValue(1200.5)).toBe('1200.5');
    expect(describeValue(false)).toBe('false');
    expect(describeValue([{ days: 'Mon', time: '9–5' }])).toBe('[{"days":"Mon","time":"9–5"}]');
  });
});

describe('fieldLabel', () => {
  it('words both spellings of a field alike', () => {
    expect(fieldLabel('office_location')).toBe('Office location');
    expect(fieldLabel('officeLocation')).toBe('Office location');
    expect(fieldLabel('publishedAt')).toBe('Published at');
  });
});

describe('changeLines', () => {
  it('keeps only the sides an entry has, and marks secrets', () => {
    expect(
      changeLines({
        changes: {
          title: { before: 'Old', after: 'New' },
          category: { after: 'health' },
          password: { redacted: true },
        },
      }),
    ).toEqual([
      { field: 'title', label: 'Title', redacted: false, before: 'Old', after: 'New' },
      { field: 'category', label: 'Category', redacted: false, after: 'health' },
      { field: 'password', label: 'Password', redacted: true },
    ]);
  });
});

describe('entryTarget', () => {
  it('names the kind of record and what it was called', () => {
    expect(entryTarget({ entity: 'news', label: 'CHPS handed over', entityId: 'n1' })).toBe(
      'News article: CHPS handed over',
    );
    expect(entryTarget({ entity: 'site_settings', label: '', entityId: null })).toBe('Site settings');
  });
});
