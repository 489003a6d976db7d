import { isItemId } from '../../../shared/item-id';
import { ItemPage, type ItemPageState } from '../../../shared/ItemPage';
import { galleryCss } from '../../../styles/gallery.css';
import { useInjectedStyles } from '../../../styles/inject';
import { useGalleryAsset } from '../api/get-gallery-asset';
import { altTextOf, type GalleryAsset } from '../gallery-asset';
import { GalleryFacts, GalleryImage } from './GalleryDetail';

export const GALLERY_ASSET_TEXTS = {
  section: 'Gallery',
  back: 'Back to the gallery',
  loading: 'Loading the picture…',
  notFoundTitle: 'Picture not found',
  notFoundMessage:
    'There is no published picture at this address. It may have been removed, or the link may be mistyped.',
  loadFailed: 'Unable to load this picture right now.',
} as const;

/** One picture on its own page (/gallery/{id}): the picture, its caption and its details. */
export function GalleryAssetDetail({ id }: { id: string | undefined }) {
  useInjectedStyles('ps-gallery', galleryCss);
  const valid = isItemId(id);
  const query = useGalleryAsset(id ?? '', { enabled: valid });

  let state: ItemPageState;
  if (!valid || query.data === null) state = { status: 'not-found' };
  else if (query.data) state = { status: 'ready', title: query.data.title };
  else if (query.isError)
    state = { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  else state = { status: 'loading' };

  return (
    <ItemPage
      texts={GALLERY_ASSET_TEXTS}
      listPath="/gallery"
      state={state}
      {...(query.data && {
        head: {
          description: altTextOf(query.data),
          ...(query.data.imageUrl && { image: query.data.imageUrl }),
        },
      })}
    >
      {state.status === 'ready' && query.data && <GalleryAssetBody asset={query.data} />}
    </ItemPage>
  );
}

function GalleryAssetBody({ asset }: { asset: GalleryAsset }) {
  return (
    <figure className="ps-item ps-item__figure">
      <GalleryImage key={asset.id} asset={asset} place="page" />
      {asset.description && <figcaption className="ps-item__text">{asset.description}</figcaption>}
      <dl className="ps-item__facts">
        <GalleryFacts asset={asset} />
      </dl>
    </figure>
  );
}
