export default function RegisterPage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Create Account</h1>
      <p>Accounts are created from an invitation sent by an administrator.</p>
    </section>
  );
}
