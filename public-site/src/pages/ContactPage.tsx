export default function ContactPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Contact Us</h1>
      <p>How to reach the constituency office.</p>
    </section>
  );
}
