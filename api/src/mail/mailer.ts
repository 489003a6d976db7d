import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/** One email as the application composes it: a plain-text body and a simple HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends MailMessage {
  from: string;
  messageId: string;
  sentAt: Date;
}

export interface SendOptions {
  /** The Message-ID header: the same on every attempt at one outbox row, so a repeat can be recognised. */
  messageId: string;
  /** Aborts the SMTP conversation (a send that takes too long, or the process stopping). */
  signal?: AbortSignal | undefined;
}

/**
 * Hands one message to the SMTP server (or, without one, to the log and an in-memory list). Only the mail
 * outbox's worker (outbox.ts) calls it: a request never waits on a mail server.
 */
export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects with a MailDeliveryError. */
  send(message: MailMessage, options: SendOptions): Promise<void>;
  /**
   * Messages kept in memory when no SMTP server is configured (SMTP_URL unset): what a developer or a test
   * would otherwise have to read out of the log. Always empty when mail really goes out.
   */
  readonly outbox: readonly SentMail[];
  /** The domain of the sender's address, for Message-IDs. */
  readonly domain: string;
  close(): void;
}

/**
 * Raised when the SMTP server does not take a message. `permanent` when the server refused this message
 * or its recipient for good (a 5xx answer to the envelope or the data): trying again would not help.
 */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const OUTBOX_LIMIT = 200;

interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

/** nodemailer's error, as a MailDeliveryError that says whether another attempt could succeed. */
function deliveryError(error: unknown): MailDeliveryError {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  const status = typeof fields.responseCode === 'number' ? fields.responseCode : 0;
  // A refused recipient or message is final; a refused login (EAUTH) or connection is a setting or an
  // outage that someone will fix, so those are retried.
  const permanent =
    status >= 500 && status < 600 && (fields.code === 'EENVELOPE' || fields.code === 'EMESSAGE');
  const reason =
    typeof fields.response === 'string'
      ? fields.response
      : error instanceof Error
        ? error.message
        : String(error);
  return new MailDeliveryError(reason.slice(0, 500), permanent, { cause: error });
}

/**
 * Mail through nodemailer from SMTP_URL (query parameters of the URL become transport options, e.g.
 * `?ignoreTLS=true` or `&greetingTimeout=5000`), or, without SMTP_URL, into the log (level info) and an
 * in-memory list.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = options;
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

  if (!smtpUrl) {
    const outbox: SentMail[] = [];
    return {
      outbox,
      domain,
      async send(message, { messageId }) {
        outbox.push({ ...message, from, messageId, sentAt: new Date() });
        // A long-running dev server must not grow without bound.
        if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
        log.info(
          { mail: { from, to: message.to, subject: message.subject }, text: message.text },
          'mail not sent (SMTP_URL is unset): kept in memory',
        );
      },
      close() {},
    };
  }

  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    // The worker sends in the background, but a dead or hung server must still free it within seconds.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    outbox: [],
    domain,
    async send(message, { messageId, signal }) {
      // nodemailer 10 honours `signal` on the SMTP transport; its type definitions do not list it yet.
      const mail: SendMailOptions & { signal?: AbortSignal } = { from, ...message, messageId, signal };
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw deliveryError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
