export default function ProjectsPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Projects</h1>
      <p>Development projects across the constituency.</p>
    </section>
  );
}
