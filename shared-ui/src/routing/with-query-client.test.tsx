// @vitest-environment jsdom
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageQueryClient } from '../query';
import { RoutePage } from './RoutePage';
import { withQueryClient } from './with-query-client';

afterEach(cleanup);

function CachePage({ name }: { name: string }) {
  const client = useQueryClient();
  return <p>{`${name}: ${client === pageQueryClient() ? 'page client' : 'another client'}`}</p>;
}

describe('withQueryClient', () => {
  it("renders a page inside the page's one query client, which every wrapped page shares", async () => {
    const news = withQueryClient(() => Promise.resolve({ default: () => <CachePage name="news" /> }));
    const about = withQueryClient(() => Promise.resolve({ default: () => <CachePage name="about" /> }));
    render(
      <>
        <RoutePage source="public_site" load={news} />
        <RoutePage source="public_site" load={about} />
      </>,
    );
    expect(await screen.findByText('news: page client')).toBeTruthy();
    expect(await screen.findByText('about: page client')).toBeTruthy();
  });

  it('passes a failed page load on, for the route to report', async () => {
    const broken = withQueryClient(() => Promise.reject(new Error('chunk failed')));
    await expect(broken()).rejects.toThrow('chunk failed');
  });
});
