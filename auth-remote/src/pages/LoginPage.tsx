import { Page, SignInForm, useSession, Link, Navigate, useNavigate } from '@party/shared-ui';

/** Sign in (spec 01 §2). A signed-in visitor is sent to the home page. */
export default function LoginPage() {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  if (isAuthenticated) return <Navigate to="/" replace />;
  return (
    <Page title="Sign in" subtitle="Sign in with your username or email and your password." width="narrow">
      <SignInForm onSignedIn={() => void navigate('/', { replace: true })} />
      <p>
        Accounts are by invitation. Have an invitation? <Link to="/register">Create your account</Link>.
      </p>
    </Page>
  );
}
