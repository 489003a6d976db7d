import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error';
import { dehydratePageState, hydratePageState, PAGE_STATE_ELEMENT_ID, readPageState } from './page-state';

/** A client whose reads have ended as given: answered, refused by the API, or unanswered. */
async function renderedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({
    queryKey: ['news', 'list'],
    queryFn: () => [{ id: 'a', title: 'Town hall' }],
  });
  await client.prefetchQuery({
    queryKey: ['news', 'detail', 'gone'],
    queryFn: () => Promise.reject(ApiError.fromServer(410, { success: false, message: 'Gone for good' })),
  });
  await client.prefetchQuery({
    queryKey: ['projects', 'list'],
    queryFn: () => Promise.reject(ApiError.synthesised(0, 'Network error', 'network')),
  });
  return client;
}

describe('the page state', () => {
  it("carries the page's answers, and the API's refusals as ApiError, through the page's JSON", async () => {
    const state = dehydratePageState(await renderedClient());
    const doc = document.implementation.createHTMLDocument();
    const element = doc.createElement('script');
    element.id = PAGE_STATE_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify(state);
    doc.body.append(element);

    const browser = new QueryClient();
    hydratePageState(browser, readPageState(doc)!);
    expect(browser.getQueryData(['news', 'list'])).toEqual([{ id: 'a', title: 'Town hall' }]);
    const refused = browser.getQueryState(['news', 'detail', 'gone'])?.error;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 410, message: 'Gone for good', kind: 'http' });
    // A read that got no answer is left for the browser to make again.
    expect(browser.getQueryState(['projects', 'list'])).toBeUndefined();
  });

  it('reads nothing from a page without state, or with state it cannot read', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readPageState(doc)).toBeUndefined();
    const element = doc.createElement('script');
    element.id = PAGE_STATE_ELEMENT_ID;
    element.textContent = '{not json';
    doc.body.append(element);
    expect(readPageState(doc)).toBeUndefined();
  });
});
