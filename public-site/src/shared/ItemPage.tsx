import {
  Banner,
  Button,
  buttonClassName,
  Link,
  Page,
  Skeleton,
  useHttpStatus,
  usePageHead,
  type PageHead,
} from '@party/shared-ui';
import type { ReactNode } from 'react';
import { useInjectedStyles } from '../styles/inject';
import { itemPageCss } from '../styles/item-page.css';
import { useListAddress } from './list-url-state';

/** Where an item page stands: waiting for its record, showing it, or unable to. */
export type ItemPageState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly title: string }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed'; readonly retry: () => void; readonly retrying: boolean };

export interface ItemPageProps {
  /** The item's kind in words for each state: "Article not found", "Loading the article…". */
  readonly texts: {
    /** The section, above the title: "News". */
    readonly section: string;
    /** "Back to news". */
    readonly back: string;
    readonly loading: string;
    readonly notFoundTitle: string;
    readonly notFoundMessage: string;
    readonly loadFailed: string;
  };
  /** The list the item belongs to, e.g. `/news`: the way back, with the filters it was left with. */
  readonly listPath: string;
  readonly state: ItemPageState;
  /**
   * The item's head tags once it is shown (description, picture, dates, structured data) for search
   * engines and link previews; the title is the item's own.
   */
  readonly head?: PageHead;
  /** The item, shown when `state` is ready. */
  readonly children?: ReactNode;
}

/**
 * The frame of a page that shows one item (/news/{id}, /projects/{id}, /gallery/{id}): the item's title as
 * the page's heading (the shell names the browser tab after it), a way back to the list, and a proper
 * not-found page for an item that does not exist or is not published.
 */
export function ItemPage({ texts, listPath, state, head, children }: ItemPageProps) {
  useInjectedStyles('ps-item', itemPageCss);
  // A missing item is a real not-found page: a 404 from the server, and nothing for search engines.
  useHttpStatus(state.status === 'not-found' ? 404 : undefined);
  usePageHead(
    state.status === 'ready'
      ? { ...head, title: state.title }
      : state.status === 'not-found'
        ? { title: texts.notFoundTitle, noIndex: true }
        : {},
  );
  const back = (
    <Link to={useListAddress(listPath)} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
      {texts.back}
    </Link>
  );

  switch (state.status) {
    case 'loading':
      return (
        <Page eyebrow={texts.section} title={<Skeleton width="60%" />} actions={back}>
          <div className="ps-item" aria-busy="true">
            <p className="ps-item__status" role="status">
              {texts.loading}
            </p>
            <Skeleton variant="rect" height="18rem" />
            <Skeleton lines={4} />
          </div>
        </Page>
      );
    case 'not-found':
      return (
        <Page eyebrow={texts.section} title={texts.notFoundTitle} actions={back}>
          <div className="ps-item">
            <p className="ps-item__message">{texts.notFoundMessage}</p>
          </div>
        </Page>
      );
    case 'failed':
      return (
        <Page eyebrow={texts.section} title={texts.section} actions={back}>
          <div className="ps-item">
            <Banner
              tone="error"
              actions={
                <Button variant="secondary" size="sm" busy={state.retrying} onClick={state.retry}>
                  Try again
                </Button>
              }
            >
              {texts.loadFailed}
            </Banner>
          </div>
        </Page>
      );
    case 'ready':
      return (
        <Page eyebrow={texts.section} title={state.title} actions={back}>
          <div className="ps-item">{children}</div>
        </Page>
      );
  }
}
