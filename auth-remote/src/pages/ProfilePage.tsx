import {
  Banner,
  Button,
  ensureProfileLoaded,
  Navigate,
  Page,
  Section,
  Spinner,
  Stack,
  useSession,
} from '@party/shared-ui';
import { useEffect } from 'react';
import { AccountDetails } from '../features/profile/components/AccountDetails';
import { ActiveSessions } from '../features/profile/components/ActiveSessions';
import { PasswordForm } from '../features/profile/components/PasswordForm';
import { ProfileForm } from '../features/profile/components/ProfileForm';
import { TwoFactorSettings } from '../features/two-factor/components/TwoFactorSettings';
import { loginFor } from '../shared/login-notice';
import { accountCss } from '../styles/account.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * The profile (spec 01 §2): name, picture and password, and where the account is signed in. It needs a login: a signed-out visitor is sent
 * to /login, which brings them back here once signed in.
 */
export default function ProfilePage() {
  useInjectedStyles('ar-account', accountCss);
  const { isAuthenticated, user, isLoading, error } = useSession();

  // Loaded once per session (the shell asks too; the requests are shared).
  useEffect(() => {
    if (isAuthenticated) void ensureProfileLoaded();
  }, [isAuthenticated]);

  if (!isAuthenticated) return <Navigate to={loginFor('/profile')} replace />;

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
    <Page
      title="Your profile"
      subtitle="Your name, picture, password, two-factor sign-in and sessions."
      width="narrow"
    >
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
        <Section
          title="Two-factor sign-in"
          description="A code from an authenticator app on your phone, asked for after your password."
          variant="card"
        >
          <TwoFactorSettings />
        </Section>
        <Section
          title="Where you’re signed in"
          description="The devices and browsers signed in to your account. Sign out any you do not recognise."
          variant="card"
        >
          <ActiveSessions />
        </Section>
      </Stack>
    </Page>
  );
}
