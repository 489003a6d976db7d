import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { E2E_PORTS } from './topology';

/**
 * The suite's mail server, started by Playwright before the API (playwright.config.ts): a real SMTP
 * server on 127.0.0.1 that keeps every message in memory, and a loopback HTTP server that lists them as
 * JSON (`GET /messages`), which the specs read through ./mail.ts.
 * IMPORTANT: smtp-server's built-in STARTTLS certificate has expired, so STARTTLS is disabled here and the
 * API's transport is told to ignore TLS (`?ignoreTLS=true` in its SMTP_URL).
 */

export interface SunkMail {
  from: string;
  to: string[];
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone: good enough to find links in. */
  text: string;
  receivedAt: string;
}

/** A long run must not grow without bound; the specs read what they just caused. */
const KEEP = 500;
const messages: SunkMail[] = [];

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        text: decodeQuotedPrintable(raw),
        receivedAt: new Date().toISOString(),
      });
      if (messages.length > KEEP) messages.splice(0, messages.length - KEEP);
      callback();
    });
  },
});

const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages));
    return;
  }
  if (request.method === 'GET' && request.url === '/') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(`mail sink: ${messages.length} messages\n`);
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(E2E_PORTS.mailSmtp, '127.0.0.1');
http.listen(E2E_PORTS.mailHttp, '127.0.0.1');

// Stopped with the run: at once, without waiting for open connections (a keep-alive HTTP client, an SMTP
// client killed mid-session), so that the ports are free for the next run.
const stop = () => process.exit(0);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
