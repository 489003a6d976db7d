import { describe, expect, it } from 'vitest';
import { compressionSaving, EMPTY_ASSET_FORM, IMAGE_REQUIRED, validateAssetForm } from './gallery-model';

const form = (values: Partial<typeof EMPTY_ASSET_FORM>) => ({
  ...EMPTY_ASSET_FORM,
  title: 'Rally',
  imageUrl: 'https://example.org/rally.webp',
  ...values,
});

const photo = new File([new Uint8Array(2048)], 'rally.jpg', { type: 'image/jpeg' });

describe('validateAssetForm', () => {
  it('lets a titled asset through with the optional fields left out or well formed', () => {
    expect(validateAssetForm(form({}))).toEqual({});
    expect(
      validateAssetForm(
        form({
          capturedAt: '2025-01-05',
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

  it('needs an image: a chosen file or an image URL, in the API words', () => {
    expect(validateAssetForm(form({ imageUrl: '' }))).toEqual({ image: [IMAGE_REQUIRED] });
    expect(validateAssetForm(form({ imageUrl: '' }), photo)).toEqual({});
    expect(validateAssetForm(form({ imageUrl: '   ' }))).toEqual({ image: [IMAGE_REQUIRED] });
  });

  it('checks the captured date as the API does', () => {
    expect(validateAssetForm(form({ capturedAt: '05/01/2025' }))).toEqual({
      capturedAt: ['Enter a valid date (YYYY-MM-DD)'],
    });
  });
});

describe('compressionSaving', () => {
  it('says what a compression saved, or that there was nothing to do', () => {
    expect(compressionSaving(405.3, 5.2)).toBe('Compressed from 405.3 KB to 5.2 KB');
    expect(compressionSaving(8, 8)).toBe('Already within 10 KB (8 KB)');
  });
});
