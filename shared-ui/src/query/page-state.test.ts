import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error';
import { dehydratePageState } from './index';
import { PAGE_STATE_ELEMENT_ID, readPageState } from './page-state';

/** A page carrying `text` in its state element. */
function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const element = doc.createElement('script');
  element.id = PAGE_STATE_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  doc.body.append(element);
  return doc;
}

describe('the page state', () => {
  it("carries the page's answered reads, a missing item's null among them, through the page's JSON", async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({
      queryKey: ['news', 'list'],
      queryFn: () => [{ id: 'a', title: 'Town hall' }],
    });
    await server.prefetchQuery({ queryKey: ['news', 'detail', 'gone'], queryFn: () => null });
    await server.prefetchQuery({
      queryKey: ['projects', 'list'],
      queryFn: () => Promise.reject(ApiError.synthesised(0, 'Network error', 'network')),
    });

    const browser = new QueryClient();
    hydrate(browser, readPageState(pageWith(JSON.stringify(dehydratePageState(server))))!);
    expect(browser.getQueryData(['news', 'list'])).toEqual([{ id: 'a', title: 'Town hall' }]);
    expect(browser.getQueryState(['news', 'detail', 'gone'])?.status).toBe('success');
    expect(browser.getQueryData(['news', 'detail', 'gone'])).toBeNull();
    // A read that got no answer is left for the browser to make again.
    expect(browser.getQueryState(['projects', 'list'])).toBeUndefined();
  });

  it('reads nothing from a page without state, or with state it cannot read', () => {
    expect(readPageState(document.implementation.createHTMLDocument())).toBeUndefined();
    expect(readPageState(pageWith('{not json'))).toBeUndefined();
    expect(readPageState(pageWith('{"queries":"none"}'))).toBeUndefined();
  });
});
