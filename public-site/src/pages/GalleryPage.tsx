import { Page } from '@party/shared-ui';
import { GalleryBrowser } from '../features/gallery/components/GalleryBrowser';

/** /gallery (spec 01 §2): a slideshow, statistics, and every published photograph with its details. */
export default function GalleryPage() {
  return (
    <Page
      eyebrow="In pictures"
      title="Gallery"
      subtitle="Photographs from our work in the constituency: events, projects and the people behind them."
    >
      <GalleryBrowser />
    </Page>
  );
}
