export default function WardsConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Manage Wards</h1>
      <p>The wards of the constituency and their executives.</p>
    </section>
  );
}
