import { describe, expect, it } from 'vitest';
import type { AboutSection } from './api/types';
import { isRequiredItemField, newItem, toDraft, toPayload, toSave, validateDraft } from './about-model';

const updatedAt = '2025-01-01T00:00:00Z';

describe('the About console model', () => {
  it('edits the hero texts and sends back the data keys it does not edit', () => {
    const hero: AboutSection = {
      section: 'hero',
      title: 'About us',
      content: 'Who we are',
      data: { subtitle: 'Since 1992', badge: 'New' },
      isPublished: true,
      updatedAt,
    };
    const draft = toDraft(hero);
    expect(draft.hero).toEqual({ subtitle: 'Since 1992', ctaText: '', ctaLink: '' });
    draft.hero.ctaText = 'Join us';
    expect(toPayload('hero', draft).data).toEqual({
      badge: 'New',
      subtitle: 'Since 1992',
      ctaText: 'Join us',
      ctaLink: '',
    });
  });

  it('starts a missing section empty and published', () => {
    expect(toDraft(undefined)).toMatchObject({ title: '', content: '', isPublished: true, items: [] });
  });

  it('numbers a new item after the largest id and checks it before sending', () => {
    const values: AboutSection = {
      section: 'values',
      title: 'Values',
      content: '',
      data: { values: [{ id: 4, icon: '🤝', title: 'Unity', description: '' }] },
      isPublished: false,
      updatedAt,
    };
    const draft = toDraft(values);
    draft.items = [...draft.items, newItem('values', draft.items)];
    expect(draft.items[1]).toEqual({ id: 5, icon: '✨', title: '', description: '' });
    expect(validateDraft('values', draft)).toEqual({ 'data.values[1].title': ['Title is required'] });
    expect(toPayload('values', draft)).toEqual({
      title: 'Values',
      content: '',
      isPublished: false,
      data: {
        values: [
          { id: 4, icon: '🤝', title: 'Unity', description: '' },
          { id: 5, icon: '✨', title: '', description: '' },
        ],
      },
    });
  });

  it("checks the title and content by the rules the API declares for the section's body", () => {
    const draft = toDraft(undefined);
    draft.title = `  ${'x'.repeat(200)}  `;
    draft.content = 'y'.repeat(20_001);
    expect(validateDraft('mission', draft)).toEqual({
      content: ['Content must be at most 20000 characters'],
    });
    draft.title = 'x'.repeat(201);
    draft.icon = '🎯';
    expect(validateDraft('mission', draft)).toMatchObject({
      title: ['Title must be at most 200 characters'],
    });
  });

  it("checks each list item's fields by the rules the API declares for the section's items", () => {
    const draft = toDraft(undefined);
    draft.items = [
      { id: 1, number: ' ', description: 'Roads built' },
      { id: 2, number: '1'.repeat(31), description: '' },
    ];
    expect(validateDraft('achievements', draft)).toEqual({
      'data.achievements[0].number': ['Number is required'],
      'data.achievements[1].number': ['Number must be at most 30 characters'],
      'data.achievements[1].description': ['Description is required'],
    });
    expect(isRequiredItemField('achievements', 'description')).toBe(true);
    expect(isRequiredItemField('values', 'description')).toBe(false);
  });

  it('sends each section the body of its kind, to be saved on its own path', () => {
    const history = toDraft({
      section: 'history',
      title: 'History',
      content: '',
      data: { timeline: [{ id: 3, year: '1992', title: 'Founded', description: '' }] },
      isPublished: true,
      updatedAt,
    });
    history.items = [{ ...history.items[0]!, year: ' 1993 ', title: ' Founded ' }];
    expect(toSave('history', history)).toEqual({
      section: 'history',
      payload: {
        title: 'History',
        content: '',
        isPublished: true,
        data: { timeline: [{ id: 3, year: '1993', title: 'Founded', description: '' }] },
      },
    });
    const mission = toDraft(undefined);
    mission.icon = '   ';
    expect(toSave('mission', mission)).toMatchObject({
      section: 'mission',
      payload: { data: { icon: '🎯' } },
    });
  });
});
