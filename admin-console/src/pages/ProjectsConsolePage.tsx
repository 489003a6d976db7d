export default function ProjectsConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Manage Projects</h1>
      <p>Create, edit and remove the constituency's projects.</p>
    </section>
  );
}
