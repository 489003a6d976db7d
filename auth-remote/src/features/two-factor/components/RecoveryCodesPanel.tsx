import {
  Banner,
  Button,
  buttonClassName,
  DownloadIcon,
  PRODUCT_NAME,
  useCurrentUser,
} from '@party/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { recoveryCodesText, textFileHref } from '../recovery-codes-file';

/**
 * The recovery codes, shown once (the server keeps only their hashes): a list to copy or download, and a
 * button to say they are saved, after which they are gone from the page.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const user = useCurrentUser();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const text = recoveryCodesText(codes, user?.username ?? 'your account', PRODUCT_NAME);

  // Read out and in view as soon as the codes appear.
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className="ar-two-factor" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="ar-two-factor__heading">
        Save your recovery codes
      </h3>
      <Banner tone="warning" title="Shown only now">
        Each code signs you in once if you cannot use your authenticator app, for example after losing your
        phone. Keep them somewhere safe, such as a password manager: this page will not show them again.
      </Banner>
      <ol className="ar-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="ar-two-factor__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={textFileHref(text)}
          download="recovery-codes.txt"
        >
          <DownloadIcon /> Download
        </a>
        <Button onClick={onDone}>I have saved these codes</Button>
      </div>
      <p role="status" className="ar-prose ar-prose--muted">
        {copied === 'yes'
          ? 'Recovery codes copied.'
          : copied === 'failed'
            ? 'Copying failed: select the codes and copy them.'
            : ''}
      </p>
    </section>
  );
}
