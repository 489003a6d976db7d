export default function GalleryConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Gallery Operations Console</h1>
      <p>Curate the gallery and keep every asset within the 10 KB specification.</p>
    </section>
  );
}
