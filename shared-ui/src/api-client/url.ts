/** A query-string value; `undefined`, `null` and `''` are left out, arrays repeat the key. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Joins the API base URL (`/api` or an absolute URL from the runtime config) with a route path and a
 * query. Empty filters are dropped rather than sent as `?search=`: the API reads an empty value as a
 * filter that matches nothing.
 */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const url = /^https?:\/\//i.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = toQueryString(params);
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function toQueryString(params?: QueryParams): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  return search.toString();
}
