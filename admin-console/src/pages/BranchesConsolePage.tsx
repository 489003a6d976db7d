export default function BranchesConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Manage Branches</h1>
      <p>The branches of each ward and their executives.</p>
    </section>
  );
}
