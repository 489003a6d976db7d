import { describe, expect, it } from 'vitest';
import { EMPTY_ASSET_FORM, validateAssetForm } from './gallery-model';

const form = (values: Partial<typeof EMPTY_ASSET_FORM>) => ({
  ...EMPTY_ASSET_FORM,
  title: 'Rally',
  ...values,
});

describe('validateAssetForm', () => {
  it('lets a titled asset through with the optional fields left out or well formed', () => {
    expect(validateAssetForm(form({}))).toEqual({});
    expect(
      validateAssetForm(
        form({
          fileSizeKB: '9.5',
          imageUrl: 'https://example.org/a.webp',
          thumbnailUrl: '/media/a',
          tags: 'a, b',
        }),
      ),
    ).toEqual({});
  });

  it('requires a title and keeps the lengths, the tag count and the URL format in the API words', () => {
    expect(validateAssetForm(form({ title: '  ' }))).toEqual({ title: ['Title is required'] });
    expect(validateAssetForm(form({ title: 'x'.repeat(201), location: 'y'.repeat(201) }))).toEqual({
      title: ['Title must be at most 200 characters'],
      location: ['Location must be at most 200 characters'],
    });
    expect(
      validateAssetForm(form({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') })),
    ).toEqual({ tags: ['At most 20 tags'] });
    expect(validateAssetForm(form({ imageUrl: 'javascript:alert(1)', thumbnailUrl: 'not a url' }))).toEqual({
      imageUrl: ['Enter a valid URL'],
      thumbnailUrl: ['Enter a valid URL'],
    });
  });

  it('keeps the file size between 0 and 10 KB in steps of 0.1', () => {
    expect(validateAssetForm(form({ fileSizeKB: '12' }))).toEqual({
      fileSizeKB: ['File size must be between 0 and 10 KB'],
    });
    expect(validateAssetForm(form({ fileSizeKB: '-1' }))).toEqual({
      fileSizeKB: ['File size must be between 0 and 10 KB'],
    });
    expect(validateAssetForm(form({ fileSizeKB: '9.55' }))).toEqual({
      fileSizeKB: ['File size must be in steps of 0.1 KB'],
    });
  });
});
