import { describe, expect, it } from 'vitest';
import { formatWhen, kindsFor, purgeQuestion, TRASH_KINDS } from './trash-model';

describe('trash model', () => {
  it('offers accounts among the kinds to the super roles only', () => {
    expect(kindsFor(true)).toEqual(TRASH_KINDS);
    expect(kindsFor(false)).not.toContain('user');
    expect(kindsFor(false)).toHaveLength(TRASH_KINDS.length - 1);
  });

  it('names the record, and what goes with it, in the Delete forever question', () => {
    expect(
      purgeQuestion({ kind: 'ward', label: 'Atonsu', summary: 'With 2 branches and no executives' }),
    ).toBe('Delete ward “Atonsu” with 2 branches and no executives for good? This cannot be undone.');
    // A summary that is not a "with …" (a file name, a category) is left out.
    expect(purgeQuestion({ kind: 'document', label: 'Constitution', summary: 'constitution.pdf' })).toBe(
      'Delete document “Constitution” for good? This cannot be undone.',
    );
    expect(purgeQuestion({ kind: 'gallery_asset', label: 'Rally', summary: '' })).toBe(
      'Delete gallery picture “Rally” for good? This cannot be undone.',
    );
  });

  it('writes a moment as a short date and time, and leaves what is not one as it is', () => {
    expect(formatWhen('2026-11-28T14:05:09.000Z')).toMatch(/^\d{2}\/\d{2}\/2026, \d{2}:\d{2}$/);
    expect(formatWhen('soon')).toBe('soon');
  });
});
