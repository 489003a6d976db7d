export default function AboutConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Manage About</h1>
      <p>Edit the sections of the About page.</p>
    </section>
  );
}
