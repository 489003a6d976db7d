export default function GetInvolvedPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Get Involved</h1>
      <p>Ways to support the branch and take part in its work.</p>
    </section>
  );
}
