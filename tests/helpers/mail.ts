import { expect } from '@playwright/test';
import type { SunkMail } from './mail-sink';
import { E2E_PORTS } from './topology';

/** Reading the mail the API sent during the run, from the suite's mail sink (./mail-sink.ts). */

export type { SunkMail };

const MESSAGES = `http://127.0.0.1:${E2E_PORTS.mailHttp}/messages`;

export async function allMail(): Promise<SunkMail[]> {
  const response = await fetch(MESSAGES);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as SunkMail[];
}

/** The newest message to `to` whose subject matches `subject`, waiting for it to arrive. */
export async function waitForMail(to: string, subject: RegExp): Promise<SunkMail> {
  const find = async () =>
    (await allMail()).filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject)).at(-1);
  await expect.poll(find, { message: `a mail to ${to} with subject ${String(subject)}` }).toBeDefined();
  return (await find())!;
}

/** The first link in a mail that starts with `prefix`. */
export function linkIn(mail: SunkMail, prefix: string): URL {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(match[0]);
}
