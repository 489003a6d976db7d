export default function ConstituencyExecutivesPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Constituency Executives</h1>
      <p>The executives of the constituency.</p>
    </section>
  );
}
