import { describe, expect, it } from 'vitest';
import {
  collectionsOf,
  fileSizeLabel,
  galleryStats,
  matchesFilters,
  toGalleryAsset,
  type GalleryAsset,
} from './gallery-asset';

describe('toGalleryAsset', () => {
  it('fills the defaults of spec 01 §2 for missing fields', () => {
    expect(toGalleryAsset({ id: 'x', imageUrl: '/api/media/1' })).toEqual({
      id: 'x',
      title: 'Untitled Asset',
      description: '',
      category: 'Uncategorized',
      imageUrl: '/api/media/1',
      thumbnailUrl: '/api/media/1',
      uploadedAt: null,
      capturedAt: null,
      tags: [],
      location: null,
      photographer: 'Constituency Media Team',
      fileSizeKB: null,
    });
  });

  it('accepts snake_case fields', () => {
    expect(
      toGalleryAsset({
        id: 'y',
        title: 'Rally',
        image_url: '/full.jpg',
        thumbnail_url: '/thumb.jpg',
        uploaded_at: '2026-02-01T10:00:00Z',
        captured_at: '2026-01-30',
        file_size_kb: 8.5,
        tags: 'youth, rally',
      }),
    ).toMatchObject({
      imageUrl: '/full.jpg',
      thumbnailUrl: '/thumb.jpg',
      uploadedAt: '2026-02-01T10:00:00Z',
      capturedAt: '2026-01-30',
      fileSizeKB: 8.5,
      tags: ['youth', 'rally'],
    });
  });
});

describe('galleryStats', () => {
  const asset = (fields: Record<string, unknown>): GalleryAsset =>
    toGalleryAsset({ id: String(Math.random()), ...fields });

  it('counts distinct named locations and passes the 10 KB check when every sized asset is at most 10 KB', () => {
    const stats = galleryStats([
      asset({ location: 'Asokwa', fileSizeKB: 10 }),
      asset({ location: ' asokwa ', fileSizeKB: 4.2 }),
      asset({ location: 'Bantama' }),
      asset({}),
    ]);
    expect(stats).toEqual({ total: 4, locations: 2, sized: 2, oversized: 0, safe: true });
  });

  it('needs attention when one sized asset is over 10 KB', () => {
    const stats = galleryStats([asset({ fileSizeKB: 10.1 }), asset({ fileSizeKB: 2 })]);
    expect(stats).toMatchObject({ sized: 2, oversized: 1, safe: false });
  });

  it('passes when no asset has a size', () => {
    expect(galleryStats([asset({})]).safe).toBe(true);
  });
});

describe('filters', () => {
  const rally = toGalleryAsset({ id: '1', title: 'Youth rally', category: 'Events', tags: ['campaign'] });
  const clinic = toGalleryAsset({ id: '2', title: 'Clinic', description: 'The new ward' });

  it('filters by collection and by text in the title, description or tags', () => {
    expect(matchesFilters(rally, { collection: 'Events', search: 'CAMPAIGN' })).toBe(true);
    expect(matchesFilters(clinic, { collection: '', search: 'ward' })).toBe(true);
    expect(matchesFilters(clinic, { collection: 'Uncategorized', search: '' })).toBe(true);
    expect(matchesFilters(clinic, { collection: 'Events', search: '' })).toBe(false);
    expect(matchesFilters(rally, { collection: '', search: 'ward' })).toBe(false);
    expect(collectionsOf([rally, clinic, rally])).toEqual(['Events', 'Uncategorized']);
  });

  it('writes file sizes in KB', () => {
    expect(fileSizeLabel(8.46)).toBe('8.5 KB');
    expect(fileSizeLabel(1234)).toBe('1,234 KB');
    expect(fileSizeLabel(null)).toBe('Not recorded');
  });
});
