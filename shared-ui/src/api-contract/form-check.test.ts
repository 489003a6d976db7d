import { describe, expect, it } from 'vitest';
import { checkFormText, formMessage } from './form-check';

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

describe('formMessage', () => {
  it("gives a field's declared message, and refuses one that is not declared", () => {
    expect(formMessage('createNewsArticle', 'image', 'format')).toBe('Image must be a valid URL');
    expect(() => formMessage('createNewsArticle', 'image', 'minimum')).toThrow(
      'declares no "minimum" message',
    );
  });
});
