import {
  Banner,
  Checkbox,
  ConfirmDialog,
  errorMessage,
  Link,
  Page,
  Section,
  Spinner,
  Stack,
  type BannerTone,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AccessGate } from '../../../shared/AccessGate';
import { LoadFailedBanner } from '../../../shared/LoadFailedBanner';
import {
  twoFactorPolicyQueryOptions,
  useSaveTwoFactorPolicy,
  type TwoFactorPolicy,
} from '../api/two-factor-policy';

export const SECURITY_MESSAGES = {
  noAccess: 'You need super administrator access to view this page.',
  loadFailed: 'Failed to load the security settings',
  saveFailed: 'Failed to save the security settings',
} as const;

/** Messages last 5 seconds (spec 02 §9). */
const MESSAGE_MS = 5000;

type Notice = { tone: BannerTone; text: string; id: number } | null;
let noticeCount = 0;
const noticeOf = (tone: BannerTone, text: string): Notice => ({ tone, text, id: ++noticeCount });

const administrators = (count: number) => (count === 1 ? '1 administrator' : `${count} administrators`);

/** /admin/security: super administrators only; anyone else gets the access message and nothing is loaded. */
export function SecurityConsole() {
  return (
    <AccessGate requires="super" tone="error" refusal={SECURITY_MESSAGES.noAccess} title="Security">
      <SecurityConsolePage />
    </AccessGate>
  );
}

function SecurityConsolePage() {
  const policy = useQuery(twoFactorPolicyQueryOptions());
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <Page
      eyebrow="Admin"
      title="Security"
      subtitle="How administrators sign in to the back office."
      width="wide"
    >
      <Stack gap="4">
        {notice ? (
          <Banner
            key={notice.id}
            tone={notice.tone}
            onDismiss={() => setNotice(null)}
            autoClearMs={MESSAGE_MS}
          >
            {notice.text}
          </Banner>
        ) : null}
        <LoadFailedBanner query={policy}>{SECURITY_MESSAGES.loadFailed}</LoadFailedBanner>
        {policy.isPending ? (
          <Spinner label="Loading the security settings…" />
        ) : policy.isError ? null : (
          <TwoFactorPolicySection
            policy={policy.data}
            onNotice={(tone, text) => setNotice(noticeOf(tone, text))}
          />
        )}
      </Stack>
    </Page>
  );
}

function TwoFactorPolicySection({
  policy,
  onNotice,
}: {
  policy: TwoFactorPolicy;
  onNotice: (tone: BannerTone, text: string) => void;
}) {
  const save = useSaveTwoFactorPolicy();
  const [confirming, setConfirming] = useState(false);

  const apply = async (required: boolean) => {
    try {
      const { message } = await save.mutateAsync(required);
      onNotice('success', message);
    } catch (error) {
      onNotice('error', errorMessage(error, SECURITY_MESSAGES.saveFailed));
    } finally {
      setConfirming(false);
    }
  };

  const without = policy.adminsWithoutTwoFactor;
  return (
    <Section
      title="Two-factor sign-in"
      description="A code from an authenticator app, asked for after the password."
      variant="card"
    >
      <Stack gap="3">
        <Checkbox
          role="switch"
          label="Require two-factor sign-in for every administrator"
          description={
            'Administrators who have not set it up are asked to do so on their profile before any page of the ' +
            'back office works for them. Members are not affected.'
          }
          checked={policy.requiredForAdmins}
          disabled={save.isPending}
          onChange={(event) => {
            if (event.target.checked) setConfirming(true);
            else void apply(false);
          }}
        />
        <p>
          {without === 0
            ? 'Every administrator uses two-factor sign-in.'
            : `${administrators(without)} ${without === 1 ? 'does' : 'do'} not use two-factor sign-in yet.`}{' '}
          Set up your own on <Link to="/profile">your profile</Link>.
        </p>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Require two-factor sign-in for every administrator?"
        message={
          without === 0
            ? 'Every administrator already uses it; new administrators will be asked to set it up.'
            : `${administrators(without)} without it will find the back office closed until they set it up on their profile.`
        }
        confirmLabel="Require it"
        busy={save.isPending}
        busyLabel="Saving…"
        onConfirm={() => void apply(true)}
        onCancel={() => setConfirming(false)}
      />
    </Section>
  );
}
