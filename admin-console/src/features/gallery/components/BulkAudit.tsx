import { Button, errorMessage, Section, Stack } from '@party/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Notice } from '../../../shared/record-console/record-console';
import { galleryKeys } from '../api/gallery-keys';
import { currentAuditQueryOptions, startGalleryAudit, type GalleryAudit } from '../api/gallery-audits';
import { formatKB } from '../gallery-model';

export const AUDIT_START_FAILED = 'Unable to launch the bulk audit right now.';

/** "Compressed 2 of 5 assets over 10 KB". */
export function auditProgressText(audit: GalleryAudit): string {
  if (audit.status === 'running') {
    return `Compressing assets over 10 KB: ${audit.done} of ${audit.total} done`;
  }
  if (audit.total === 0) return 'Bulk audit finished: no asset was over 10 KB.';
  const compressed = audit.done - audit.failed;
  const saving =
    audit.afterKB < audit.beforeKB ? ` (${formatKB(audit.beforeKB)} down to ${formatKB(audit.afterKB)})` : '';
  const failures = audit.failed > 0 ? `; ${audit.failed} could not be compressed` : '';
  if (audit.status === 'failed') {
    return `Bulk audit stopped after ${audit.done} of ${audit.total} assets${saving}${failures}. Launch it again to finish.`;
  }
  return `Bulk audit finished: ${compressed} of ${audit.total} assets compressed${saving}${failures}.`;
}

/**
 * The latest audit and, while it runs, its progress read every second. Each step forward reloads the
 * inventory and the public gallery, so the figures follow the compression as it goes.
 */
export function useCurrentAudit() {
  const queryClient = useQueryClient();
  const query = useQuery(currentAuditQueryOptions());
  const audit = query.data ?? null;
  // The audit's progress as one value: the audit object itself is new on every read.
  const step = audit ? `${audit.id}:${audit.status}:${audit.done}` : '';
  const status = audit?.status;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (step === '' || seen.current === step) return;
    const first = seen.current === null;
    seen.current = step;
    // A finished audit found on opening the page changed nothing since the inventory was read.
    if (first && status !== 'running') return;
    void queryClient.invalidateQueries({ queryKey: galleryKeys.inventory() });
    void queryClient.invalidateQueries({ queryKey: galleryKeys.publicGallery });
  }, [step, status, queryClient]);
  return query;
}

/** The header's Launch Bulk Audit: starts the audit on the server (or finds the running one). */
export function LaunchBulkAuditButton({ notify }: { notify: (notice: Notice) => void }) {
  const queryClient = useQueryClient();
  const { data: audit } = useCurrentAudit();
  const start = useMutation({
    mutationFn: startGalleryAudit,
    onSuccess: ({ audit: started, message }) => {
      queryClient.setQueryData(galleryKeys.audit(), started);
      notify({ tone: 'info', text: started.status === 'running' ? message : auditProgressText(started) });
    },
    onError: (error) => notify({ tone: 'error', text: errorMessage(error, AUDIT_START_FAILED) }),
  });
  const running = audit?.status === 'running';
  return (
    <Button busy={start.isPending} busyLabel="Launching…" onClick={() => start.mutate()}>
      {running ? 'Bulk Audit Running' : 'Launch Bulk Audit'}
    </Button>
  );
}

/**
 * The audit's progress: a progress bar (n of m) and a status line, while it runs and after. It runs on the
 * server: leaving the page does not stop it, and coming back shows where it is.
 */
export function BulkAuditProgress() {
  const { data: audit } = useCurrentAudit();
  if (!audit) return null;
  const percent = audit.total === 0 ? 100 : Math.round((audit.done / audit.total) * 100);
  return (
    <Section title="Bulk Audit" variant="card" headingLevel={2}>
      <Stack gap="2">
        {audit.status === 'running' || audit.total > 0 ? (
          <div
            className="ac-gallery-progress"
            role="progressbar"
            aria-label="Bulk audit progress"
            aria-valuemin={0}
            aria-valuemax={audit.total}
            aria-valuenow={audit.done}
            aria-valuetext={`${audit.done} of ${audit.total} assets`}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        ) : null}
        <p role="status">{auditProgressText(audit)}</p>
        {audit.status === 'running' ? (
          <p className="ac-gallery-muted">
            The audit runs on the server: you can leave this page and come back later.
          </p>
        ) : null}
      </Stack>
    </Section>
  );
}
