export default function BranchExecutivesPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Branch Executives</h1>
      <p>The branches of every ward and their executives.</p>
    </section>
  );
}
