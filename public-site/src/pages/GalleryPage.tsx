export default function GalleryPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Gallery</h1>
      <p>Photographs from our work in the constituency.</p>
    </section>
  );
}
