export default function WardExecutivesPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Ward Executives</h1>
      <p>The wards of the constituency and their executives.</p>
    </section>
  );
}
