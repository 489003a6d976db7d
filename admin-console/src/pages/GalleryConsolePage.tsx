import { GalleryConsole } from '../features/gallery/components/GalleryConsole';

export default function GalleryConsolePage() {
  return <GalleryConsole />;
}
