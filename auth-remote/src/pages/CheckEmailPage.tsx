export default function CheckEmailPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Check your email</h1>
      <p>We sent you a verification link. Check your spam folder too, or contact an administrator.</p>
    </section>
  );
}
