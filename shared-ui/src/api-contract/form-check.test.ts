import { describe, expect, it } from 'vitest';
import { checkFormItems, checkFormText, formMessage } from './form-check';

describe('checkFormText', () => {
  it("reports blank required fields, too long texts and values outside the list in the API's words", () => {
    expect(
      checkFormText('createNewsArticle', {
        title: '   ',
        author: 'x'.repeat(151),
        category: 'sports',
        excerpt: 'Short.',
        image: '',
      }),
    ).toEqual({
      title: ['Title is required'],
      author: ['Author must be at most 150 characters'],
      category: [
        'Category must be one of: politics, health, education, agriculture, social, development, employment',
      ],
    });
  });

  it('takes a value of the list in any case, and leaves optional fields blank', () => {
    expect(checkFormText('createNewsArticle', { category: ' Health ', image: '' })).toEqual({});
  });

  it('reports a text shorter than the API takes', () => {
    expect(checkFormText('createUser', { username: 'am', email: 'ama@example.org' })).toEqual({
      username: ['Username must be at least 3 characters'],
    });
  });
});

describe('checkFormItems', () => {
  it("reports each item's blank required and too long fields, keyed by the item's place as the API keys them", () => {
    expect(
      checkFormItems('saveAboutHistorySection', 'data.timeline', [
        { year: '1992', title: 'Founded', description: '' },
        { year: ' ', title: 'x'.repeat(201), description: 'Kept' },
        { year: '2025', title: '  ' },
      ]),
    ).toEqual({
      'data.timeline[1].year': ['Year is required'],
      'data.timeline[1].title': ['Title must be at most 200 characters'],
      'data.timeline[2].title': ['Title is required'],
    });
  });

  it('takes a list whose items keep their rules', () => {
    expect(checkFormItems('saveAboutAchievementsSection', 'data.achievements', [])).toEqual({});
    expect(
      checkFormItems('saveAboutAchievementsSection', 'data.achievements', [
        { number: '12', description: 'Roads' },
      ]),
    ).toEqual({});
  });
});

describe('checkFormText by pattern and format', () => {
  it("reports a text that breaks the field's pattern or format in the API's words", () => {
    expect(
      checkFormText('createConstituencyExecutive', {
        phone_number: '12-34',
        email: 'ama@example',
        date_of_birth: '1990-02-30',
      }),
    ).toEqual({
      phone_number: ['Enter a valid phone number'],
      email: ['Invalid email format'],
      date_of_birth: ['Enter a valid date (YYYY-MM-DD)'],
    });
    expect(checkFormText('createNewsArticle', { image: 'not a link' })).toEqual({
      image: ['Image must be a valid URL'],
    });
  });

  it('takes text of the right shape', () => {
    expect(
      checkFormText('createConstituencyExecutive', {
        phone_number: '+233 24 123 4567',
        email: 'ama@example.org',
        date_of_birth: '1990-02-28',
      }),
    ).toEqual({});
    expect(checkFormText('createNewsArticle', { image: '/api/media/3f1c2b7e' })).toEqual({});
  });
});

describe('formMessage', () => {
  it("gives a field's declared message, and refuses one that is not declared", () => {
    expect(formMessage('createNewsArticle', 'image', 'format')).toBe('Image must be a valid URL');
    expect(() => formMessage('createNewsArticle', 'image', 'minimum')).toThrow(
      'declares no "minimum" message',
    );
  });
});
