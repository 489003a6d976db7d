export default function DownloadsPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Downloads</h1>
      <p>Election results, the manifesto and annual reports.</p>
    </section>
  );
}
