import { describe, expect, it } from 'vitest';
import { DEFAULT_CALL_TO_ACTION, hasBody, resolveAboutContent } from './about-content';

/** The fields every section has, as the API sends them. */
const about = <K extends string>(section: K) => ({
  section,
  title: 'Title',
  content: 'Content',
  isPublished: true,
  updatedAt: '2026-11-22T10:00:00.000Z',
});

describe('resolveAboutContent', () => {
  it('has nothing to show when nothing is published', () => {
    const content = resolveAboutContent({});
    expect(content).toEqual({});
    expect(hasBody(content)).toBe(false);
  });

  it('shows each published section as written, and an emptied list as empty', () => {
    const content = resolveAboutContent({
      mission: { ...about('mission'), title: 'Mission', content: ' Told plainly. ', data: { icon: '🌱' } },
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
    expect(content.mission).toEqual({ title: 'Mission', content: 'Told plainly.', icon: '🌱' });
    expect(content.history?.timeline).toEqual([
      { id: '3', year: '1996', title: 'Ward executives', description: '' },
    ]);
    expect(content.values).toEqual({ title: 'Values', content: '', items: [] });
    // An item without its icon takes the default one of its list.
    expect(content.activities?.items).toEqual([
      { id: '2', icon: '⭐', title: 'Town halls', description: 'Monthly.' },
    ]);
    expect(content).not.toHaveProperty('vision');
    expect(content).not.toHaveProperty('achievements');
    expect(hasBody(content)).toBe(true);
  });

  it('leaves out a section the answer marks unpublished', () => {
    const content = resolveAboutContent({
      vision: { ...about('vision'), title: 'Draft vision', data: { icon: '🌅' }, isPublished: false },
    });
    expect(content).not.toHaveProperty('vision');
    expect(hasBody(content)).toBe(false);
  });

  it('keeps the call to action link as written, and the page’s own where the hero leaves it blank', () => {
    expect(
      resolveAboutContent({ hero: { ...about('hero'), data: { ctaLink: 'javascript:alert(1)' } } }).hero,
    ).toMatchObject({ ctaLink: 'javascript:alert(1)', ctaText: DEFAULT_CALL_TO_ACTION.ctaText });
    expect(resolveAboutContent({ hero: { ...about('hero'), data: {} } }).hero).toMatchObject(
      DEFAULT_CALL_TO_ACTION,
    );
  });
});
