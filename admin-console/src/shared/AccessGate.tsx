import { Banner, isAdmin, isSuperAdmin, Page, useCurrentUser } from '@party/shared-ui';
import type { ReactNode } from 'react';
import { TwoFactorRequiredNotice } from './TwoFactorRequiredNotice';

/** What a signed-in user without an administrator role is told on a console that needs one. */
export const ADMIN_ACCESS_REFUSAL = 'You need administrator access to view this page.';

/** The gate of a console any administrator may use, with the house's refusal. */
export const ADMIN_ACCESS = { requires: 'admin', tone: 'error', refusal: ADMIN_ACCESS_REFUSAL } as const;

export interface AccessGateProps {
  /** Who may use the console: any administrator, or super administrators only (spec 02 §6). */
  requires: 'admin' | 'super';
  /** The console's title, which the refusal page keeps. */
  title: string;
  /** What everyone else is told instead. */
  refusal: string;
  tone: 'warning' | 'error';
  /** The console; it is not rendered, and so loads nothing, for anyone else. */
  children: ReactNode;
}

/** A console only some administrators may use: the console for them, its page with the refusal for others. */
export function AccessGate({ requires, title, refusal, tone, children }: AccessGateProps) {
  const user = useCurrentUser();
  if (requires === 'super' ? isSuperAdmin(user) : isAdmin(user)) {
    return (
      <>
        <TwoFactorRequiredNotice />
        {children}
      </>
    );
  }
  return (
    <Page eyebrow="Admin" title={title}>
      <Banner tone={tone}>{refusal}</Banner>
    </Page>
  );
}
