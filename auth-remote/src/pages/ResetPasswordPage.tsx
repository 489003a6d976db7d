import { Banner, Link, Page, Stack, useNavigate, useSearchParams } from '@party/shared-ui';
import { ResetPasswordForm } from '../features/password-reset/components/ResetPasswordForm';
import { loginNotice } from '../shared/login-notice';
import { accountCss } from '../styles/account.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * Choose a new password, from the link in a reset email (`?token=`). Once it is set, every session of the
 * account has ended and the visitor goes to sign in, with a message saying so.
 */
export default function ResetPasswordPage() {
  useInjectedStyles('ar-account', accountCss);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const navigate = useNavigate();

  return (
    <Page
      title="Choose a new password"
      subtitle="Your new password needs at least 8 characters."
      width="narrow"
    >
      <Stack gap="6">
        {token ? (
          <ResetPasswordForm
            // A new link (another token) starts a fresh form.
            key={token}
            token={token}
            onReset={(message) => void navigate('/login', { replace: true, state: loginNotice(message) })}
          />
        ) : (
          <Banner tone="error" title="This link is incomplete">
            Open the link from the password reset email as it is, or{' '}
            <Link to="/forgot-password">ask for a new link</Link>.
          </Banner>
        )}
        <p className="ar-prose ar-prose--muted">
          Remembered your password? <Link to="/login">Sign in</Link>.
        </p>
      </Stack>
    </Page>
  );
}
