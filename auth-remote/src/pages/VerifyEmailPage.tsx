export default function VerifyEmailPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Verify your email</h1>
      <p>Open the link in the email we sent you to verify your address.</p>
    </section>
  );
}
