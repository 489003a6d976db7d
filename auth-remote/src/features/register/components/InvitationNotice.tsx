import { Banner, Button, errorMessage, isApiError, Spinner } from '@party/shared-ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { REGISTER_MESSAGES } from '../api/register';
import {
  INVITATION_VALIDATE_FAILED,
  type InvitationStatus,
  type InvitationValidation,
} from '../api/validate-invitation';

const UNUSABLE_TITLES: Readonly<Record<Exclude<InvitationStatus, 'pending'>, string>> = {
  used: 'Invitation already used',
  expired: 'Invitation expired',
  revoked: 'Invitation revoked',
};

const UNKNOWN_TOKEN_MESSAGE = 'This invitation link is not valid.';

interface InvitationNoticeProps {
  token: string;
  validation: UseQueryResult<InvitationValidation>;
}

/**
 * What the register page knows about its invitation (spec 01 §4): no token, still checking, unknown,
 * pending (confirmed), or used / expired / revoked, each with the server's own message.
 */
export function InvitationNotice({ token, validation }: InvitationNoticeProps) {
  if (token === '') {
    return (
      <Banner tone="error" title="Invitation required">
        <p className="ar-prose">{REGISTER_MESSAGES.inviteTokenRequired}</p>
        <p className="ar-prose">
          Open the link in your invitation email, or ask an administrator to invite you.
        </p>
      </Banner>
    );
  }
  if (validation.isPending) {
    return <Spinner showLabel label="Checking your invitation…" className="ar-status" />;
  }
  if (validation.isError) {
    const { error } = validation;
    if (isApiError(error) && error.status === 404) {
      return (
        <Banner tone="error" title="Invitation not found">
          <p className="ar-prose">{errorMessage(error, UNKNOWN_TOKEN_MESSAGE)}</p>
          <p className="ar-prose">Check that you opened the whole link from your invitation email.</p>
        </Banner>
      );
    }
    return (
      <Banner
        tone="error"
        title="Could not check your invitation"
        actions={
          <Button
            variant="secondary"
            size="sm"
            busy={validation.isFetching}
            onClick={() => void validation.refetch()}
          >
            Try again
          </Button>
        }
      >
        <p className="ar-prose">{errorMessage(error, INVITATION_VALIDATE_FAILED)}</p>
      </Banner>
    );
  }
  const invitation = validation.data;
  if (invitation.status === 'pending') {
    return (
      <Banner tone="success" title="Invitation confirmed">
        <p className="ar-prose">{invitation.message}</p>
        {invitation.email !== '' && (
          <p className="ar-prose">
            Create your account with <span className="ar-email">{invitation.email}</span>.
          </p>
        )}
      </Banner>
    );
  }
  return (
    <Banner tone="error" title={UNUSABLE_TITLES[invitation.status]}>
      <p className="ar-prose">{invitation.message}</p>
      <p className="ar-prose">Ask an administrator to send you a new invitation.</p>
    </Banner>
  );
}
