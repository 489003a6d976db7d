export default function InvitationsConsolePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Invitation Management</h1>
      <p>Invite people to create an account.</p>
    </section>
  );
}
