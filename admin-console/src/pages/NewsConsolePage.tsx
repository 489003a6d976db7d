export default function NewsConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Manage News</h1>
      <p>Write, schedule and remove news articles.</p>
    </section>
  );
}
