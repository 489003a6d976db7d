export default function UsersConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Manage Users</h1>
      <p>User accounts, their status and their roles.</p>
    </section>
  );
}
