import { Page, Stack, Link, useNavigate, useSearchParams } from '@party/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { invitationKeys } from '../features/register/api/register-keys';
import { useInvitationValidation } from '../features/register/api/validate-invitation';
import { InvitationNotice } from '../features/register/components/InvitationNotice';
import { RegisterForm } from '../features/register/components/RegisterForm';
import { readInvitationToken } from '../features/register/invitation-token';
import { accountCss } from '../styles/account.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * Create Account (spec 01 §2), at /register and /accept-invite: the invitation token from the link is
 * validated on load, and only a pending invitation can create an account. Success leads to /check-email.
 */
export default function RegisterPage() {
  useInjectedStyles('ar-account', accountCss);
  const [params] = useSearchParams();
  const token = readInvitationToken(params);
  const validation = useInvitationValidation(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return (
    <Page
      title="Create Account"
      subtitle="Accounts are created from an invitation sent by an administrator."
      width="narrow"
    >
      <Stack gap="6">
        <InvitationNotice token={token} validation={validation} />
        <RegisterForm
          // A new link (another token) starts a fresh form.
          key={token}
          token={token}
          invitation={validation.data}
          onRegistered={(email) => {
            // The invitation is used now; nothing should show it as pending again.
            queryClient.removeQueries({ queryKey: invitationKeys.validate(token) });
            void navigate(`/check-email?email=${encodeURIComponent(email)}`);
          }}
          onInvitationRefused={() => void validation.refetch()}
        />
        <p className="ar-prose ar-prose--muted">
          Already have an account? <Link to="/login">Sign in</Link>.
        </p>
      </Stack>
    </Page>
  );
}
