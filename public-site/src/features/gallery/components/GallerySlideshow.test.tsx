// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toGalleryAsset } from '../gallery-asset';
import { GallerySlideshow } from './GallerySlideshow';

const assets = Array.from({ length: 8 }, (_, index) =>
  toGalleryAsset({
    id: `a${index + 1}`,
    title: `Photo ${index + 1}`,
    imageUrl: `https://images.example/${index + 1}.jpg`,
    location: 'Asokwa',
    description: `Picture number ${index + 1}`,
  }),
);

const currentTitle = () =>
  screen.getByRole('group', { name: /of 6$/ }).querySelector('.ps-gallery-show__title')?.textContent;
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GallerySlideshow', () => {
  it('shows the category in place of a picture that cannot be loaded', () => {
    render(
      <GallerySlideshow
        assets={[
          toGalleryAsset({
            id: 'b1',
            title: 'Rally',
            category: 'Events',
            imageUrl: 'https://images.example/gone.jpg',
          }),
        ]}
      />,
    );
    const stage = screen.getByRole('group', { name: '1 of 1' });
    fireEvent.error(stage.querySelector('img')!);
    expect(stage.querySelector('img')).toBeNull();
    expect(stage.querySelector('.ps-gallery-show__placeholder')?.textContent).toBe('Events');
  });

  it('fetches the first photograph at once and first, as AVIF or WebP at the width the screen needs', async () => {
    const uploaded = ['0b6b3a00-0000-4000-8000-000000000001', '0b6b3a00-0000-4000-8000-000000000002'].map(
      (id, index) =>
        toGalleryAsset({ id, title: `Upload ${index + 1}`, imageUrl: `/api/media/${id}`, description: '' }),
    );
    render(<GallerySlideshow assets={uploaded} />);
    const first = screen.getByRole('img', { name: 'Upload 1' });
    expect(first.getAttribute('src')).toBe('/api/media/0b6b3a00-0000-4000-8000-000000000001');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    // Space for it is kept before it arrives: a size, in the stage's box.
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1280', '560']);
    const sources = [...first.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toContain(
      '/api/media/0b6b3a00-0000-4000-8000-000000000001?w=640&format=avif 640w',
    );
    expect(sources[0]?.getAttribute('sizes')).toBe('(min-width: 72rem) 72rem, 100vw');

    await advance(6000);
    const second = screen.getByRole('img', { name: 'Upload 2' });
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows the first six assets and moves on every 6000 ms, wrapping round', async () => {
    render(<GallerySlideshow assets={assets} />);
    expect(screen.getByRole('region', { name: 'Featured photographs' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show photo/ })).toHaveLength(6);
    expect(currentTitle()).toBe('Photo 1');
    expect(screen.getByRole('img', { name: 'Picture number 1' })).toBeTruthy();

    await advance(5999);
    expect(currentTitle()).toBe('Photo 1');
    await advance(1);
    expect(currentTitle()).toBe('Photo 2');
    expect(screen.getByRole('group', { name: '2 of 6' })).toBeTruthy();

    // One slide at a time: each slide's timer starts once React has shown it.
    for (let step = 0; step < 4; step += 1) await advance(6000);
    expect(currentTitle()).toBe('Photo 6');
    await advance(6000);
    expect(currentTitle()).toBe('Photo 1'); // never Photo 7
  });

  it('is silent while it turns by itself, and polite once it stands still', async () => {
    render(<GallerySlideshow assets={assets} />);
    const caption = screen.getByText('Photo 1 of 6').parentElement!;
    expect(caption.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(caption.getAttribute('aria-live')).toBe('polite');
  });

  it('pauses while the pointer is over it', async () => {
    render(<GallerySlideshow assets={assets} />);
    const region = screen.getByRole('region', { name: 'Featured photographs' });
    fireEvent.mouseEnter(region);
    await advance(20_000);
    expect(currentTitle()).toBe('Photo 1');
    fireEvent.mouseLeave(region);
    await advance(6000);
    expect(currentTitle()).toBe('Photo 2');
  });

  it('pauses while focus is inside, and moves by hand with Previous, Next and the slide buttons', async () => {
    render(<GallerySlideshow assets={assets} />);
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    fireEvent.click(next);
    expect(currentTitle()).toBe('Photo 2');
    await advance(20_000);
    expect(currentTitle()).toBe('Photo 2');

    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(currentTitle()).toBe('Photo 6');

    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3: Photo 3' }));
    expect(currentTitle()).toBe('Photo 3');
    expect(screen.getByRole('button', { name: 'Show photo 3: Photo 3' }).getAttribute('aria-current')).toBe(
      'true',
    );

    await act(async () => next.blur());
    await advance(6000);
    expect(currentTitle()).toBe('Photo 4');
  });

  it('stops on Pause and goes on with Play', async () => {
    render(<GallerySlideshow assets={assets} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await act(async () => (document.activeElement as HTMLElement | null)?.blur());
    await advance(20_000);
    expect(currentTitle()).toBe('Photo 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await advance(6000);
    expect(currentTitle()).toBe('Photo 2');
  });

  it('does not move by itself when the system asks for reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<GallerySlideshow assets={assets} />);
    await advance(30_000);
    expect(currentTitle()).toBe('Photo 1');
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(currentTitle()).toBe('Photo 2');
  });

  it('has no controls for a single photograph', async () => {
    render(<GallerySlideshow assets={assets.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
