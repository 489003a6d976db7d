import { isRecord, useLocation, useNavigate } from '@party/shared-ui';
import { useRef, useState } from 'react';

/**
 * A list page's filters live in the address's query (`/news?category=health&search=road`), so that a list
 * can be shared as a link and the back button from an item returns to the list as it was left.
 */

export interface ListUrlState<K extends string> {
  /** Each filter as the address gives it, else its default. */
  readonly values: Readonly<Record<K, string>>;
  /**
   * Writes filters into the address. A default value leaves the query (`/news`, not `/news?category=all`),
   * and other query parameters stay. `replace` rewrites the current history entry instead of adding one.
   */
  readonly update: (changes: Partial<Record<K, string>>, options?: { replace?: boolean }) => void;
}

export function useListUrlState<K extends string>(defaults: Readonly<Record<K, string>>): ListUrlState<K> {
  const location = useLocation();
  const navigate = useNavigate();
  // The router renders a new address in a transition: a second write may come before the first is
  // rendered (a filter picked while typing). It then builds on the first write, not on the stale address.
  const ahead = useRef<{ from: string; to: string } | null>(null);

  const params = new URLSearchParams(location.search);
  const values = Object.fromEntries(
    (Object.keys(defaults) as K[]).map((key) => [key, params.get(key) ?? defaults[key]]),
  ) as Record<K, string>;

  const update = (changes: Partial<Record<K, string>>, { replace = false } = {}) => {
    const base = ahead.current?.from === location.search ? ahead.current.to : location.search;
    const next = new URLSearchParams(base);
    for (const key of Object.keys(changes) as K[]) {
      const value = changes[key];
      if (value === undefined || value === defaults[key]) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    const search = query === '' ? '' : `?${query}`;
    ahead.current = { from: location.search, to: search };
    if (search === base) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace });
  };

  return { values, update };
}

/**
 * The text of a list's search box, kept in the address by `write`. The box answers every keystroke from
 * its own state: the router renders addresses in a transition, and a text field whose value waited for
 * one would lose keystrokes. When the address changes otherwise (back, forward, a link, "Clear filters"),
 * the box takes the address's text.
 */
export function useSearchText(
  addressText: string,
  write: (text: string) => void,
): readonly [string, (text: string) => void] {
  const { key } = useLocation();
  const [box, setBox] = useState({ text: addressText, key, pending: [] as readonly string[] });
  if (box.key !== key) {
    // A new address: either one of the box's own writes arriving (keep what has been typed since), or
    // a change from elsewhere.
    const own = box.pending.indexOf(addressText);
    setBox(
      own >= 0
        ? { text: box.text, key, pending: box.pending.slice(own + 1) }
        : { text: addressText, key, pending: [] },
    );
  }
  const change = (text: string) => {
    setBox((current) => ({ ...current, text, pending: [...current.pending, text] }));
    write(text);
  };
  return [box.text, change] as const;
}

/** What an item link carries so that the item page's way back returns to the list as it was. */
export interface ListLinkState {
  readonly listSearch: string;
}

/** The state for a link from a list to one of its items: the list's query as it is now. */
export function useItemLinkState(): ListLinkState {
  return { listSearch: useLocation().search };
}

/** The list's address for the item page's way back: with the query it was left with, when known. */
export function useListAddress(listPath: string): string {
  const state: unknown = useLocation().state;
  const search = isRecord(state) && typeof state.listSearch === 'string' ? state.listSearch : '';
  return search.startsWith('?') ? `${listPath}${search}` : listPath;
}
