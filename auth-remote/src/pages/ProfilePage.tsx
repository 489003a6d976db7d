export default function ProfilePage() {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Your profile</h1>
      <p>Your name, picture and password.</p>
    </section>
  );
}
