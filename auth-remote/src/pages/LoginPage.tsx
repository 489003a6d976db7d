export default function LoginPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Sign in</h1>
      <p>Sign in with your username or email and your password.</p>
    </section>
  );
}
