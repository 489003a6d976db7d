// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMediaUrl, mediaSources, MEDIA_WIDTHS } from '../../util/media-url';
import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage';

afterEach(cleanup);

const ID = '3f2b8c1e-6a4d-4b7e-9c21-0d5e8f7a6b13';
const UPLOADED = `/api/media/${ID}`;
const EXTERNAL = 'https://images.example.org/rally.jpg';

const props = (overrides: Partial<ResponsiveImageProps> = {}): ResponsiveImageProps => ({
  src: UPLOADED,
  alt: 'Supporters at the Asokwa rally',
  sizes: '(min-width: 40rem) 20rem, 100vw',
  width: 1280,
  height: 720,
  ...overrides,
});

const srcsetOf = (format: string, base = UPLOADED) =>
  `${base}?w=320&format=${format} 320w, ${base}?w=640&format=${format} 640w, ` +
  `${base}?w=960&format=${format} 960w, ${base}?w=1280&format=${format} 1280w`;

describe('mediaSources', () => {
  it('lists every width the API makes, per format, for an uploaded image', () => {
    expect(MEDIA_WIDTHS).toEqual([320, 640, 960, 1280]);
    expect(mediaSources(UPLOADED)).toEqual({ avif: srcsetOf('avif'), webp: srcsetOf('webp') });
  });

  it('keeps the origin of an absolute address of an uploaded image', () => {
    const absolute = `https://api.branch.example.org${UPLOADED}`;
    expect(mediaSources(absolute)).toEqual({
      avif: srcsetOf('avif', absolute),
      webp: srcsetOf('webp', absolute),
    });
  });

  it('answers null for any other address', () => {
    for (const src of [
      EXTERNAL,
      '/api/media/not-an-id',
      `/api/media/${ID}?w=320&format=webp`,
      `/api/media/${ID}/extra`,
      `https://api.branch.example.org${UPLOADED}?v=2`,
      `//cdn.example.org${UPLOADED}`,
      `javascript:alert(1)//${UPLOADED}`,
      `data:image/png;base64,${ID}`,
      '',
    ]) {
      expect(mediaSources(src), src).toBeNull();
      expect(isMediaUrl(src), src).toBe(false);
    }
  });
});

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP at every width, with the original as the fallback', () => {
    const { container } = render(<ResponsiveImage {...props()} className="hero" />);
    const picture = container.querySelector('picture');
    expect(picture?.className).toBe('pui-picture');
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([
      srcsetOf('avif'),
      srcsetOf('webp'),
    ]);
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(props().sizes);

    const image = screen.getByRole('img', { name: 'Supporters at the Asokwa rally' });
    expect(image.parentElement).toBe(picture);
    expect(image.getAttribute('src')).toBe(UPLOADED);
    expect(image.getAttribute('class')).toBe('hero');
    expect(image.getAttribute('width')).toBe('1280');
    expect(image.getAttribute('height')).toBe('720');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.hasAttribute('fetchpriority')).toBe(false);
    // The fallback is the original alone: the sources carry the choice.
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('shows an external picture in a plain <img> with the same attributes', () => {
    const { container } = render(
      <ResponsiveImage {...props({ src: EXTERNAL, priority: true })} className="hero" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('source')).toBeNull();
    const image = screen.getByRole('img', { name: 'Supporters at the Asokwa rally' });
    expect(container.firstElementChild).toBe(image);
    expect(image.getAttribute('src')).toBe(EXTERNAL);
    expect(image.getAttribute('class')).toBe('hero');
    expect(image.getAttribute('width')).toBe('1280');
    expect(image.getAttribute('height')).toBe('720');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
  });

  it('loads the page’s largest picture at once and first', () => {
    render(<ResponsiveImage {...props({ priority: true })} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('decoding')).toBe('auto');
  });

  it('is left out of the accessibility tree when it only decorates', () => {
    const { container } = render(<ResponsiveImage {...props({ alt: '' })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows its fallback in place of a picture that cannot be loaded, and says so', () => {
    const onError = vi.fn();
    for (const src of [UPLOADED, EXTERNAL]) {
      onError.mockClear();
      const { container, unmount, rerender } = render(
        <ResponsiveImage {...props({ src, onError, fallback: <span>AR</span> })} />,
      );
      fireEvent.error(container.querySelector('img')!);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(container.querySelector('img')).toBeNull();
      expect(container.textContent).toBe('AR');
      // Another address is tried afresh.
      rerender(<ResponsiveImage {...props({ src: `${src}-2`, onError, fallback: <span>AR</span> })} />);
      expect(container.querySelector('img')).not.toBeNull();
      unmount();
    }
  });

  it('hydrates the server’s markup without a difference', async () => {
    for (const src of [UPLOADED, EXTERNAL]) {
      const element = <ResponsiveImage {...props({ src, priority: true })} />;
      const html = renderToString(element);
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      // As the browser parsed it (attribute names in lower case, no self-closing slashes).
      const parsed = host.innerHTML;
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable = vi.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(host, element, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(host.innerHTML).toBe(parsed);
      expect(host.querySelectorAll('source')).toHaveLength(src === UPLOADED ? 2 : 0);
      errors.mockRestore();
      act(() => root?.unmount());
      host.remove();
    }
  });
});
