import {
  Banner,
  Button,
  ensureProfileLoaded,
  Page,
  Section,
  SignInForm,
  Spinner,
  Stack,
  useSession,
  Link,
} from '@party/shared-ui';
import { useEffect } from 'react';
import { AccountDetails } from '../features/profile/components/AccountDetails';
import { PasswordForm } from '../features/profile/components/PasswordForm';
import { ProfileForm } from '../features/profile/components/ProfileForm';
import { accountCss } from '../styles/account.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * The profile (spec 01 §2): name, picture and password. It needs a login: a visitor gets the sign-in
 * form in place (the login page, at this address), and the profile once signed in.
 */
export default function ProfilePage() {
  useInjectedStyles('ar-account', accountCss);
  const { isAuthenticated, user, isLoading, error } = useSession();

  // Loaded once per session (the shell asks too; the requests are shared).
  useEffect(() => {
    if (isAuthenticated) void ensureProfileLoaded();
  }, [isAuthenticated]);

  if (!isAuthenticated) {
    return (
      <Page title="Your profile" subtitle="Sign in to see and edit your profile." width="narrow">
        <SignInForm />
        <p className="ar-prose ar-prose--muted">
          Accounts are by invitation. Have an invitation? <Link to="/register">Create your account</Link>.
        </p>
      </Page>
    );
  }

  if (!user) {
    return (
      <Page title="Your profile" width="narrow">
        {isLoading || !error ? (
          <Spinner showLabel label="Loading your profile…" className="ar-status" />
        ) : (
          <Banner
            tone="error"
            actions={
              <Button variant="secondary" size="sm" onClick={() => void ensureProfileLoaded()}>
                Try again
              </Button>
            }
          >
            {error}
          </Banner>
        )}
      </Page>
    );
  }

  return (
    <Page title="Your profile" subtitle="Your name, picture and password." width="narrow">
      <Stack gap="6">
        <Section title="Account" variant="card">
          <AccountDetails user={user} />
        </Section>
        <Section title="Profile details" variant="card">
          <ProfileForm key={user.id} user={user} />
        </Section>
        <Section title="Change password" variant="card">
          <PasswordForm />
        </Section>
      </Stack>
    </Page>
  );
}
