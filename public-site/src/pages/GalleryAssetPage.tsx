import { useParams } from '@party/shared-ui';
import { GalleryAssetDetail } from '../features/gallery/components/GalleryAssetDetail';

/** /gallery/{id}: one picture on its own page, to open from the gallery or from a shared link. */
export default function GalleryAssetPage() {
  const { id } = useParams();
  return <GalleryAssetDetail key={id} id={id} />;
}
