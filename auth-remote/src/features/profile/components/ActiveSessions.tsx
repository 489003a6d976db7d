import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  formatDate,
  Spinner,
  Stack,
  useInjectedStyles,
} from '@party/shared-ui';
import { useId, useState } from 'react';
import {
  SESSION_MESSAGES,
  useEndOtherSessions,
  useEndSession,
  useSessions,
  type ActiveSession,
} from '../api/sessions';
import { lastUsedLabel } from '../last-used';
import { activeSessionsCss } from '../../../styles/active-sessions.css';

/**
 * Where you're signed in: each live session of the account with its device, address and last use, and
 * a way to sign out any other one, or all the others at once. There is no location lookup: an address on
 * a private network reads "This network", any other "Location unknown".
 */
export function ActiveSessions() {
  useInjectedStyles('ar-active-sessions', activeSessionsCss);
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState<ActiveSession | 'others' | null>(null);
  // The outcome of the latest action, whichever of the two it was.
  const [lastAction, setLastAction] = useState<'one' | 'others' | null>(null);
  const outcome = lastAction === 'one' ? endOne.data : lastAction === 'others' ? endOthers.data : undefined;

  if (sessions.isPending) {
    return <Spinner showLabel label="Loading your sessions…" className="ar-status" />;
  }
  if (sessions.isError) {
    return (
      <Banner
        tone="error"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        }
      >
        {SESSION_MESSAGES.loadFailed}
      </Banner>
    );
  }

  const list = sessions.data;
  const others = list.filter((session) => !session.current);
  const busy = endOne.isPending || endOthers.isPending;

  const confirmEnd = () => {
    if (confirming === null) return;
    if (confirming === 'others') {
      setLastAction('others');
      endOthers.mutate(undefined, { onSettled: () => setConfirming(null) });
    } else {
      setLastAction('one');
      endOne.mutate(confirming, { onSettled: () => setConfirming(null) });
    }
  };

  return (
    <Stack gap="4">
      {outcome && <Banner tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Banner>}
      {list.length === 0 ? (
        <EmptyState
          title="No active sessions"
          message="No device is signed in to your account."
          icon={null}
        />
      ) : (
        <ul className="ar-sessions" aria-label="Your sessions">
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              onSignOut={() => setConfirming(session)}
              disabled={busy}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div className="ar-sessions__footer">
          <Button variant="danger" onClick={() => setConfirming('others')} disabled={busy}>
            Sign out of all other sessions
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        variant="danger"
        title={confirming === 'others' ? 'Sign out of all other sessions?' : 'Sign out this session?'}
        message={
          confirming === 'others'
            ? `${others.length === 1 ? 'The other device' : `All ${others.length} other devices`} signed in to your account will be signed out at once and will have to sign in again. This device stays signed in.`
            : `${confirming?.device ?? 'The device'}${confirming?.ip ? ` (${confirming.ip})` : ''} will be signed out at once and will have to sign in again.`
        }
        confirmLabel={confirming === 'others' ? 'Sign out others' : 'Sign out'}
        busy={busy}
        busyLabel="Signing out…"
        onConfirm={confirmEnd}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

function SessionItem({
  session,
  onSignOut,
  disabled,
}: {
  session: ActiveSession;
  onSignOut: () => void;
  disabled: boolean;
}) {
  const headingId = useId();
  const detailsId = useId();
  const place = session.network === 'local' ? 'This network' : 'Location unknown';
  return (
    <li className="ar-session" aria-labelledby={headingId}>
      <div className="ar-session__main">
        <h3 id={headingId} className="ar-session__title">
          {session.device} {session.current && <Badge tone="success">This device</Badge>}
        </h3>
        <div id={detailsId}>
          <p className="ar-session__detail">
            {session.ip ?? 'Address unknown'} · {place}
          </p>
          <p className="ar-session__detail">
            Last used{' '}
            <time dateTime={session.lastUsedAt} title={new Date(session.lastUsedAt).toLocaleString('en-GB')}>
              {lastUsedLabel(session.lastUsedAt)}
            </time>{' '}
            · Signed in <time dateTime={session.createdAt}>{formatDate(session.createdAt)}</time>
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onSignOut}
          disabled={disabled}
          aria-label={`Sign out ${session.device}`}
          aria-describedby={detailsId}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
