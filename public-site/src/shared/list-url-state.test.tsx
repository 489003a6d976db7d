// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useListAddress, useListUrlState } from './list-url-state';

function at(entry: string | { pathname: string; state: unknown }) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );
}

function useFilters() {
  const state = useListUrlState({ category: 'all', search: '' });
  const { search } = useLocation();
  return { ...state, search };
}

describe('useListUrlState', () => {
  it('reads each filter from the address, else its default', () => {
    const { result } = renderHook(useFilters, { wrapper: at('/news?search=road') });
    expect(result.current.values).toEqual({ category: 'all', search: 'road' });
  });

  it('writes filters into the address, leaving defaults out and other parameters in place', () => {
    const { result } = renderHook(useFilters, { wrapper: at('/news?utm=mail&search=road') });
    act(() => result.current.update({ category: 'health' }));
    expect(result.current.search).toBe('?utm=mail&search=road&category=health');
    act(() => result.current.update({ category: 'all', search: '' }));
    expect(result.current.search).toBe('?utm=mail');
  });
});

describe('useListAddress', () => {
  it('leads back to the list with the query it was left with', () => {
    const { result } = renderHook(() => useListAddress('/news'), {
      wrapper: at({ pathname: '/news/x', state: { listSearch: '?category=health' } }),
    });
    expect(result.current).toBe('/news?category=health');
  });

  it('leads to the plain list when the page was opened directly', () => {
    const { result } = renderHook(() => useListAddress('/news'), { wrapper: at('/news/x') });
    expect(result.current).toBe('/news');
  });
});
