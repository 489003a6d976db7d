export default function NewsPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">News</h1>
      <p>The latest news from the constituency.</p>
    </section>
  );
}
