import { Link, Navigate, Page, Stack, useSession } from '@party/shared-ui';
import { ForgotPasswordForm } from '../features/password-reset/components/ForgotPasswordForm';
import { accountCss } from '../styles/account.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * "Forgot your password?": asks for a reset link by email. The answer is the same whether or not an
 * account matched. A signed-in visitor changes the password from the profile instead.
 */
export default function ForgotPasswordPage() {
  useInjectedStyles('ar-account', accountCss);
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to="/profile" replace />;
  return (
    <Page
      title="Forgot your password?"
      subtitle="Enter your username or email address and we will email you a link to choose a new password."
      width="narrow"
    >
      <Stack gap="6">
        <ForgotPasswordForm />
        <p className="ar-prose ar-prose--muted">
          Remembered it? <Link to="/login">Sign in</Link>.
        </p>
      </Stack>
    </Page>
  );
}
