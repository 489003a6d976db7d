import { Badge, Banner, Button, formatDate, Spinner, Stack, useInjectedStyles } from '@party/shared-ui';
import { useState } from 'react';
import { twoFactorCss } from '../../../styles/two-factor.css';
import { useDisableTwoFactor } from '../api/disable';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useStartSetup, type TwoFactorSetup } from '../api/start-setup';
import { useTwoFactorStatus, type TwoFactorStatus } from '../api/two-factor-status';
import { TWO_FACTOR_MESSAGES } from '../outcome';
import { PasswordDialog } from './PasswordDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SetupPanel } from './SetupPanel';

/** Fewer recovery codes than this left: time to make new ones. */
const FEW_CODES_LEFT = 3;

/**
 * The profile's "Two-factor sign-in": whether sign-in asks for a code from an authenticator app; setting
 * it up (QR code, key, first code), the recovery codes shown once, new recovery codes and turning it off
 * (both with the password). Says so when the site requires it of this account's administrator role.
 */
export function TwoFactorSettings() {
  useInjectedStyles('ar-two-factor', twoFactorCss);
  const status = useTwoFactorStatus();
  const start = useStartSetup();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'renew' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (codes) {
    return (
      <RecoveryCodesPanel
        codes={codes}
        onDone={() => {
          setCodes(null);
          setNotice(null);
        }}
      />
    );
  }
  if (setup) {
    return (
      <SetupPanel
        setup={setup}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setNotice(TWO_FACTOR_MESSAGES.enabled);
          setCodes(recoveryCodes);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  }
  if (status.isPending) {
    return <Spinner showLabel label="Loading your two-factor sign-in…" className="ar-status" />;
  }
  if (status.isError) {
    return (
      <Banner
        tone="error"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
            Try again
          </Button>
        }
      >
        {TWO_FACTOR_MESSAGES.loadFailed}
      </Banner>
    );
  }

  const current = status.data;
  const startSetup = () => {
    setNotice(null);
    start.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.ok) setSetup(outcome.setup);
      },
    });
  };
  const startFailed = start.data && !start.data.ok ? start.data : null;
  const openDialog = (which: 'disable' | 'renew') => {
    disable.reset();
    renew.reset();
    setNotice(null);
    setDialog(which);
  };
  const refusalOf = (data: typeof disable.data | typeof renew.data) => (data && !data.ok ? data : null);

  return (
    <div className="ar-two-factor">
      {notice && <Banner tone="success">{notice}</Banner>}
      {current.required && !current.enabled && (
        <Banner tone="warning" title="Required for administrators">
          The site requires administrators to use two-factor sign-in. Until you set it up, the back office
          stays closed to your account.
        </Banner>
      )}
      <StatusLine status={current} />
      {startFailed && <Banner tone="error">{startFailed.message}</Banner>}
      {current.enabled ? (
        <div className="ar-two-factor__actions">
          <Button variant="secondary" onClick={() => openDialog('renew')}>
            New recovery codes
          </Button>
          <Button variant="danger" onClick={() => openDialog('disable')}>
            Turn off
          </Button>
        </div>
      ) : (
        <div className="ar-two-factor__actions">
          <Button onClick={startSetup} busy={start.isPending} busyLabel="Starting…">
            {current.pending ? 'Start the set-up again' : 'Set up two-factor sign-in'}
          </Button>
        </div>
      )}
      <PasswordDialog
        open={dialog === 'disable'}
        title="Turn off two-factor sign-in?"
        tone="danger"
        message={
          <Stack gap="2">
            <p className="ar-prose">
              Sign-in will ask only for your password, and your recovery codes will stop working.
            </p>
            {current.required && (
              <p className="ar-prose">
                <strong>The site requires it of administrators:</strong> the back office will be closed to you
                until you set it up again.
              </p>
            )}
          </Stack>
        }
        confirmLabel="Turn off"
        busyLabel="Turning off…"
        busy={disable.isPending}
        refusal={refusalOf(disable.data)}
        onConfirm={(password) =>
          disable.mutate(password, {
            onSuccess: (outcome) => {
              if (!outcome.ok) return;
              setDialog(null);
              setNotice(TWO_FACTOR_MESSAGES.disabled);
            },
          })
        }
        onCancel={() => setDialog(null)}
      />
      <PasswordDialog
        open={dialog === 'renew'}
        title="Make new recovery codes?"
        message={<p className="ar-prose">Your current recovery codes will stop working at once.</p>}
        confirmLabel="Make new codes"
        busyLabel="Making codes…"
        busy={renew.isPending}
        refusal={refusalOf(renew.data)}
        onConfirm={(password) =>
          renew.mutate(password, {
            onSuccess: (outcome) => {
              if (!outcome.ok) return;
              setDialog(null);
              setCodes(outcome.recoveryCodes);
            },
          })
        }
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}

function StatusLine({ status }: { status: TwoFactorStatus }) {
  if (!status.enabled) {
    return (
      <>
        <p className="ar-two-factor__state">
          <Badge tone="neutral">Off</Badge>
          {status.pending ? 'A set-up was started but not finished.' : 'Sign-in asks only for your password.'}
        </p>
        <p className="ar-prose ar-prose--muted">
          With two-factor sign-in, signing in also asks for a code from an authenticator app on your phone, so
          a stolen password alone is not enough to get into your account.
        </p>
      </>
    );
  }
  const few = status.recoveryCodesLeft <= FEW_CODES_LEFT;
  return (
    <>
      <p className="ar-two-factor__state">
        <Badge tone="success">On</Badge>
        {status.enabledAt ? `Since ${formatDate(status.enabledAt)}. ` : ''}Sign-in asks for a code from your
        authenticator app after your password.
      </p>
      <p className="ar-prose">
        Recovery codes left: <strong>{status.recoveryCodesLeft}</strong>
        {few && ' — make new ones soon, or you may be unable to sign in without your phone.'}
      </p>
    </>
  );
}
