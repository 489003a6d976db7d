import { describe, expect, it } from 'vitest';
import { DEFAULT_ABOUT, resolveAboutContent } from './about-content';

/** The fields every section has, as the API sends them. */
const about = <K extends string>(section: K) => ({
  section,
  title: 'Title',
  content: 'Content',
  isPublished: true,
  updatedAt: '2026-11-22T10:00:00.000Z',
});

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

  it('keeps built-in text where a field is blank, and the built-in list where a list is empty', () => {
    const content = resolveAboutContent({
      mission: { ...about('mission'), title: '  ', content: ' Told plainly. ', data: { icon: '' } },
      history: {
        ...about('history'),
        title: 'History',
        content: 'Told briefly.',
        data: { timeline: [{ id: 3, year: '1996', title: 'Ward executives', description: '' }] },
      },
      values: { ...about('values'), title: 'Values', content: '', data: { values: [] } },
      activities: {
        ...about('activities'),
        data: { activities: [{ id: 2, icon: ' ', title: 'Town halls', description: 'Monthly.' }] },
      },
    });
    expect(content.mission).toEqual({ ...DEFAULT_ABOUT.mission, content: 'Told plainly.' });
    expect(content.history.timeline).toEqual([
      { id: '3', year: '1996', title: 'Ward executives', description: '' },
    ]);
    expect(content.values.title).toBe('Values');
    expect(content.values.content).toBe(DEFAULT_ABOUT.values.content);
    expect(content.values.items).toBe(DEFAULT_ABOUT.values.items);
    // An item without its icon takes the default one of its list.
    expect(content.activities.items).toEqual([
      { id: '2', icon: '⭐', title: 'Town halls', description: 'Monthly.' },
    ]);
  });

  it('keeps the built-in section where the answer holds an unpublished one', () => {
    const content = resolveAboutContent({
      vision: { ...about('vision'), title: 'Draft vision', data: { icon: '🌅' }, isPublished: false },
    });
    expect(content.vision).toEqual(DEFAULT_ABOUT.vision);
  });

  it('keeps the call to action link as written: the page decides whether it can be followed', () => {
    const content = resolveAboutContent({
      hero: { ...about('hero'), title: '', data: { ctaLink: 'javascript:alert(1)' } },
    });
    expect(content.hero.ctaLink).toBe('javascript:alert(1)');
    expect(content.hero.title).toBe(DEFAULT_ABOUT.hero.title);
  });
});
