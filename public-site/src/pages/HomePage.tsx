export default function HomePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Welcome to the Constituency Branch</h1>
      <p>Working together for every ward and branch of our constituency.</p>
    </section>
  );
}
