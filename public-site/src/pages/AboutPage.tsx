export default function AboutPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">About Us</h1>
      <p>Our mission, vision, values and history.</p>
    </section>
  );
}
