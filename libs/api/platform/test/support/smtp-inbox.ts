import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** Subject and body, decoded from quoted-printable. */
  text: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests that
 * assert the e-mails the API sent.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: decodeQuotedPrintable(data),
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The next e-mail to this address that arrives after `since` messages (waits for it). */
  async function mailTo(address: string, since = 0): Promise<ReceivedMail> {
    for (;;) {
      const found = received.slice(since).find((mail) => mail.to.includes(address));
      if (found) return found;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** The set-password link in an e-mail, and its token. */
export function linkIn(text: string) {
  const match = /(https?:\/\/\S+\/definir-senha#token=([\w-]+))/.exec(text);
  if (!match) throw new Error(`Nenhum link de senha no e-mail:\n${text}`);
  return { url: match[1], token: match[2] };
}

function decodeQuotedPrintable(data: string) {
  return Buffer.from(
    data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
