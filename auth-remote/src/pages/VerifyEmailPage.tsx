import { Banner, buttonClassName, Page, Spinner, Stack, Link, useSearchParams } from '@party/shared-ui';
import { useEmailVerification, VERIFY_MESSAGES } from '../features/verify-email/api/verify-email';
import { useRedirectHome } from '../features/verify-email/hooks/use-redirect-home';
import { accountCss } from '../styles/account.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * Email verification (spec 01 §2): the token from the emailed link is verified once; success signs the
 * user in and goes to the home page after a second, failure says why and where to go next.
 */
export default function VerifyEmailPage() {
  useInjectedStyles('ar-account', accountCss);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const verification = useEmailVerification(token);
  const verified = verification.data?.verified === true;
  useRedirectHome(verified);

  let content;
  if (token === '') {
    content = (
      <Banner tone="error" title={VERIFY_MESSAGES.missingToken}>
        <p className="ar-prose">Open the link from your verification email again; it carries the token.</p>
      </Banner>
    );
  } else if (verification.isPending) {
    content = <Spinner showLabel label="Verifying your email…" className="ar-status" />;
  } else if (verified) {
    content = (
      <Banner tone="success" title={verification.data?.message}>
        <p className="ar-prose">You are signed in. Taking you to the home page…</p>
      </Banner>
    );
  } else {
    content = (
      <Banner tone="error" title={VERIFY_MESSAGES.verifyFailed}>
        {verification.data?.message !== VERIFY_MESSAGES.verifyFailed && (
          <p className="ar-prose">{verification.data?.message}</p>
        )}
      </Banner>
    );
  }

  const failed = token === '' || (!verification.isPending && !verified);
  return (
    <Page title="Verify your email" width="narrow">
      <Stack gap="6">
        {content}
        {failed && (
          <nav aria-label="What next" className="ar-links">
            <Link to="/check-email" className={buttonClassName({ variant: 'secondary' })}>
              Check your email
            </Link>
            <Link to="/login" className={buttonClassName({ variant: 'ghost' })}>
              Back to sign in
            </Link>
          </nav>
        )}
      </Stack>
    </Page>
  );
}
