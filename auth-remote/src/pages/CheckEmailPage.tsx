import { Banner, buttonClassName, Page, Stack, useSession, Link, useSearchParams } from '@party/shared-ui';
import { ResendVerificationForm } from '../features/verify-email/components/ResendVerificationForm';
import { accountCss } from '../styles/account.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * Check your email (spec 01 §2): where registration and a sign-in refused for an unverified address
 * lead. Names the address from `?email=` (else the one the session is waiting on), and lets the person ask
 * for the verification email again (for that address, or one they enter).
 */
export default function CheckEmailPage() {
  useInjectedStyles('ar-account', accountCss);
  const [params] = useSearchParams();
  const { pendingVerificationEmail, successMessage } = useSession();
  const email = (params.get('email') ?? '').trim() || pendingVerificationEmail || '';

  return (
    <Page title="Check your email" width="narrow">
      <Stack gap="6">
        {/* Registration's own message; other actions' (a sign-out) do not belong here. */}
        {successMessage && pendingVerificationEmail && <Banner tone="success">{successMessage}</Banner>}
        <Stack gap="3">
          <p className="ar-prose">
            {email ? (
              <>
                We sent a verification link to <span className="ar-email">{email}</span>.
              </>
            ) : (
              'We sent a verification link to your email address.'
            )}{' '}
            Open it to verify your address and sign in.
          </p>
          <p className="ar-prose">
            Nothing after a few minutes, or has the link expired? Check your spam or junk folder, or send the
            email again. If it still does not arrive, contact an administrator of the site.
          </p>
          <ResendVerificationForm email={email} />
          {/* Resetting changes only the password: the address still needs this verification link. */}
          <p className="ar-prose">
            Forgotten the password you chose? <Link to="/forgot-password">Reset your password</Link>, then
            open the verification link from the email.
          </p>
        </Stack>
        <p className="ar-links">
          <Link to="/login" className={buttonClassName({ variant: 'secondary' })}>
            Back to sign in
          </Link>
        </p>
      </Stack>
    </Page>
  );
}
