import { describe, expect, it } from 'vitest';
import { DEFAULT_ABOUT, resolveAboutContent } from './about-content';

describe('resolveAboutContent', () => {
  it('is the built-in content when there is nothing to read', () => {
    expect(resolveAboutContent(undefined)).toBe(DEFAULT_ABOUT);
    expect(resolveAboutContent({})).toEqual(DEFAULT_ABOUT);
  });

  it('has the content the spec asks for built in', () => {
    expect(DEFAULT_ABOUT.values.items).toHaveLength(6);
    expect(DEFAULT_ABOUT.activities.items).toHaveLength(6);
    expect(DEFAULT_ABOUT.history.timeline[0]?.year).toBe('1992');
    expect(DEFAULT_ABOUT.history.timeline.at(-1)?.year).toBe('2025');
    expect(DEFAULT_ABOUT.achievements.items.length).toBeGreaterThan(0);
  });

  it('keeps built-in text where a field is blank or of the wrong type, and skips unreadable items', () => {
    const content = resolveAboutContent({
      mission: { title: '  ', content: 42, data: { icon: '' }, isPublished: true },
      history: {
        title: 'History',
        content: 'Told briefly.',
        data: {
          timeline: [
            { id: 3, year: 1996, title: 'Ward executives', description: null },
            { id: 4, year: '', title: 'No year' },
            'not an item',
          ],
        },
        isPublished: true,
      },
      values: { title: 'Values', content: '', data: { values: 'not a list' }, isPublished: true },
    });
    expect(content.mission).toEqual({ ...DEFAULT_ABOUT.mission, content: '42' });
    expect(content.history.timeline).toEqual([
      { id: '3', year: '1996', title: 'Ward executives', description: '' },
    ]);
    expect(content.values.title).toBe('Values');
    expect(content.values.content).toBe(DEFAULT_ABOUT.values.content);
    expect(content.values.items).toBe(DEFAULT_ABOUT.values.items);
  });

  it('keeps the call to action link as written: the page decides whether it can be followed', () => {
    const content = resolveAboutContent({
      hero: { data: { ctaLink: 'javascript:alert(1)' }, isPublished: true },
    });
    expect(content.hero.ctaLink).toBe('javascript:alert(1)');
    expect(content.hero.title).toBe(DEFAULT_ABOUT.hero.title);
  });
});
