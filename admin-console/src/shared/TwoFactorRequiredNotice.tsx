import { Banner, isTwoFactorRequired, Link } from '@party/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const TWO_FACTOR_REQUIRED_NOTICE =
  'The site requires administrators to use two-factor sign-in, and your account does not use it yet.';

/**
 * Whether a call of this page was refused because the site requires administrators to use two-factor
 * sign-in and this account has not set it up (403 `TWO_FACTOR_REQUIRED`): read from the page's query
 * client, so every console's loads and saves are covered without each of them looking.
 */
export function useTwoFactorRequired(): boolean {
  const client = useQueryClient();
  // Only refusals from now on: a failure kept from before the account set it up says nothing any more.
  const [required, setRequired] = useState(false);
  useEffect(() => {
    const offQueries = client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isTwoFactorRequired(event.action.error)
      ) {
        setRequired(true);
      }
    });
    const offMutations = client.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isTwoFactorRequired(event.action.error)
      ) {
        setRequired(true);
      }
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [client]);
  return required;
}

/** Above a console once the API refuses it until two-factor sign-in is set up: what to do, with the way there. */
export function TwoFactorRequiredNotice() {
  if (!useTwoFactorRequired()) return null;
  return (
    <Banner tone="warning" title="Set up two-factor sign-in">
      {TWO_FACTOR_REQUIRED_NOTICE} Until it does, the back office cannot load or save anything.{' '}
      <Link to="/profile">Set it up on your profile page</Link>, then come back.
    </Banner>
  );
}
