import { describe, expect, it } from 'vitest';
import { visibleLength } from './about.validation.js';

describe('visibleLength', () => {
  it('counts what a reader sees: one per emoji, flag and family', () => {
    expect(visibleLength('abc')).toBe(3);
    expect(visibleLength('🇬🇭')).toBe(1);
    expect(visibleLength('👨‍👩‍👧‍👦 ok')).toBe(4);
    expect(visibleLength('é')).toBe(1);
  });

  it('stops counting just past the cap, however long the text', () => {
    expect(visibleLength('🌍'.repeat(300_000), 10)).toBe(11);
    expect(visibleLength('abc', 10)).toBe(3);
  });
});
