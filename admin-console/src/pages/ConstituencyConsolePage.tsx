export default function ConstituencyConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Manage Constituency</h1>
      <p>The constituency's office details and executives.</p>
    </section>
  );
}
