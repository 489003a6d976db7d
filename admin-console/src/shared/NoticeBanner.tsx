import { Banner } from '@party/shared-ui';
import type { Notice } from './record-console/record-console';

/** A console's outcome notice above its content, until dismissed; nothing without one. */
export function NoticeBanner({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  if (!notice) return null;
  return (
    <Banner tone={notice.tone} onDismiss={onDismiss}>
      {notice.text}
    </Banner>
  );
}
