// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExecutivePortrait } from './ExecutivePortrait';

afterEach(cleanup);

const PICTURE = '/api/media/0b6b3a00-0000-4000-8000-000000000001';

describe('ExecutivePortrait', () => {
  it('shows an uploaded photo as a small AVIF or WebP copy, in its 72 px square', () => {
    render(<ExecutivePortrait name="Ama Owusu" picture={PICTURE} />);
    const photo = screen.getByRole('img', { name: 'Ama Owusu' });
    expect(photo.getAttribute('src')).toBe(PICTURE);
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['72', '72']);
    expect(photo.getAttribute('loading')).toBe('lazy');
    const sources = [...photo.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('4.5rem');
      expect(source.getAttribute('srcset')).toMatch(
        new RegExp(`^${PICTURE}\\?w=320&format=(avif|webp) 320w, `),
      );
    }
  });

  it('shows the initials, named by the person, when the photo cannot be loaded', () => {
    const { container } = render(<ExecutivePortrait name="Ama Owusu" picture={PICTURE} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ama Owusu' }).textContent).toBe('AO');
  });
});
