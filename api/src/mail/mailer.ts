import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/** One email as the application composes it: a plain-text body and a simple HTML alternative. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail extends MailMessage {
  from: string;
  sentAt: Date;
}

export interface Mailer {
  /** Resolves once the message is handed over (to the SMTP server, or to the log and outbox). */
  send(message: MailMessage): Promise<void>;
  /**
   * Messages kept in memory when no SMTP server is configured (SMTP_URL unset): what a developer or a test
   * would otherwise have to read out of the log. Always empty when mail really goes out.
   */
  readonly outbox: readonly SentMail[];
  close(): void;
}

/** Raised when the SMTP server does not take a message; callers decide whether that fails the request. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}

const OUTBOX_LIMIT = 200;

/**
 * Mail through nodemailer from SMTP_URL (query parameters of the URL become transport options, e.g.
 * `?ignoreTLS=true`), or, without SMTP_URL, into the log (level info) and an in-memory outbox.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = options;

  if (!smtpUrl) {
    const outbox: SentMail[] = [];
    return {
      outbox,
      async send(message) {
        outbox.push({ ...message, from, sentAt: new Date() });
        // A long-running dev server must not grow without bound.
        if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
        log.info(
          { mail: { from, to: message.to, subject: message.subject }, text: message.text },
          'mail not sent (SMTP_URL is unset): kept in the outbox',
        );
      },
      close() {},
    };
  }

  const transport: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A slow or dead mail server must fail a request in seconds, not minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    outbox: [],
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        log.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'mail delivery failed');
        throw new MailDeliveryError('The email could not be sent.', { cause: error });
      }
    },
    close() {
      transport.close();
    },
  };
}
