import { api, isApiError } from '@party/shared-ui';
import type { ApiData, ApiPagination, ApiQuery, Unchecked } from '@party/shared-ui/api-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { toGalleryAsset, type GalleryAsset } from '../gallery-asset';
import { galleryKeys, type GalleryListParams } from './gallery-keys';

export interface GalleryList {
  readonly assets: GalleryAsset[];
  /** The server's count of matching assets, else the number loaded. */
  readonly total: number;
}

/** The API's largest page (larger sizes are lowered to it). */
const PAGE_SIZE = 100;
/** A guard against a server whose pages never end. */
const MAX_PAGES = 20;

/** The pagination as read: the contract's fields with values still to check, or an older `totalPages`. */
type Paging = Unchecked<ApiPagination> & { readonly totalPages?: unknown };

/** A page of GET /gallery/assets, read defensively; `results` is an older server's name for `items`. */
type GalleryPage = Unchecked<ApiData<'listGalleryAssets'>> & { readonly results?: unknown };

/**
 * Every published asset: GET /gallery/assets page by page. Spec 01 §7: the answer is a list, or `data`
 * with `items` (and its own `pagination`, else the envelope's); fields may come in snake case, which
 * toGalleryAsset accepts.
 */
export async function getGalleryAssets(
  params: GalleryListParams = {},
  signal?: AbortSignal,
): Promise<GalleryList> {
  const assets: GalleryAsset[] = [];
  let count: number | null = null;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await api.get('/gallery/assets', {
      params: {
        page,
        page_size: PAGE_SIZE,
        category: params.category,
        search: params.search,
      } satisfies ApiQuery<'listGalleryAssets'>,
      ...(signal ? { signal } : {}),
    });
    const { items, paging } = pageOf(response.data);
    assets.push(...items.map(toGalleryAsset));
    const pagination: Paging | undefined = paging ?? response.pagination;
    if (page === 1 && pagination && Number.isFinite(Number(pagination.count)))
      count = Number(pagination.count);
    if (!hasNextPage(pagination, page) || items.length === 0) break;
  }
  return { assets, total: count ?? assets.length };
}

function pageOf(data: unknown): { items: unknown[]; paging?: Paging } {
  if (Array.isArray(data)) return { items: data as unknown[] };
  if (typeof data === 'object' && data !== null) {
    const { items, results, pagination }: GalleryPage = data;
    const list = Array.isArray(items) ? items : Array.isArray(results) ? results : [];
    const paging = typeof pagination === 'object' && pagination !== null ? (pagination as Paging) : undefined;
    return { items: list as unknown[], ...(paging ? { paging } : {}) };
  }
  return { items: [] };
}

function hasNextPage(pagination: Paging | undefined, page: number): boolean {
  if (!pagination) return false;
  if (pagination.next !== undefined) return pagination.next !== null && pagination.next !== '';
  const totalPages = Number(pagination.total_pages ?? pagination.totalPages);
  return Number.isFinite(totalPages) && page < totalPages;
}

/** A load refused for want of a session (spec 01 §6): answered 401, or with the code AUTH_REQUIRED. */
export function isAuthRequired(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.code === 'AUTH_REQUIRED');
}

export function galleryListQueryOptions(params: GalleryListParams = {}) {
  return queryOptions({
    queryKey: galleryKeys.list(params),
    queryFn: ({ signal }) => getGalleryAssets(params, signal),
  });
}

export function useGalleryAssets(params: GalleryListParams = {}) {
  return useQuery(galleryListQueryOptions(params));
}
