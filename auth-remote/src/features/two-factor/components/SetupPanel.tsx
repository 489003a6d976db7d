import { Banner, Button, Stack, TextField } from '@party/shared-ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useEnableTwoFactor } from '../api/enable';
import type { TwoFactorSetup } from '../api/start-setup';
import { groupInFours, svgImageSrc } from '../recovery-codes-file';

interface SetupPanelProps {
  setup: TwoFactorSetup;
  /** Turned on: the recovery codes to show once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Setting up: the key as a QR code for the authenticator app, and as text (in groups of four, copyable)
 * for typing in by hand; then the app's first code turns two-factor sign-in on.
 */
export function SetupPanel({ setup, onEnabled, onCancel }: SetupPanelProps) {
  const headingId = useId();
  const keyId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const enable = useEnableTwoFactor();
  const outcome = enable.data;
  const refusal = outcome && !outcome.ok ? outcome : null;
  const codeErrors = refusal?.fieldErrors.code;

  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enable.isPending) return;
    enable.mutate(code, {
      onSuccess: (result) => {
        if (result.ok) onEnabled(result.recoveryCodes);
      },
    });
  };

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="ar-two-factor" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="ar-two-factor__heading">
        Set up two-factor sign-in
      </h3>
      <ol className="ar-two-factor-steps">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Aegis or any
          other that reads QR codes), and add an account.
        </li>
        <li>
          Scan this QR code with the app:
          <img
            className="ar-two-factor-qr"
            src={svgImageSrc(setup.qrSvg)}
            alt={`QR code that adds ${setup.issuer} (${setup.label}) to an authenticator app`}
            width={192}
            height={192}
          />
          <span id={keyId}>Cannot scan it? Type this key into the app instead:</span>
          <span className="ar-two-factor-key">
            <code aria-labelledby={keyId} data-testid="two-factor-key">
              {groupInFours(setup.secret)}
            </code>
            <Button size="sm" variant="secondary" onClick={() => void copyKey()}>
              Copy key
            </Button>
            <span role="status" className="ar-prose--muted">
              {copied === 'yes'
                ? 'Key copied.'
                : copied === 'failed'
                  ? 'Copying failed: select the key.'
                  : ''}
            </span>
          </span>
        </li>
        <li>
          <form onSubmit={submit} noValidate aria-label="Confirm two-factor sign-in">
            <Stack gap="3">
              {refusal && !codeErrors?.includes(refusal.message) && (
                <Banner tone="error">{refusal.message}</Banner>
              )}
              <TextField
                label="Enter the 6-digit code the app shows"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                required
                value={code}
                onChange={(event) => setCode(event.target.value)}
                error={codeErrors}
              />
              <div className="ar-two-factor__actions">
                <Button type="submit" busy={enable.isPending} busyLabel="Turning on…">
                  Turn on
                </Button>
                <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
                  Cancel
                </Button>
              </div>
            </Stack>
          </form>
        </li>
      </ol>
    </section>
  );
}
