import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** A real SMTP server in the test process: the service under test mails it over TCP. */
export async function startSmtpSink(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((candidate) => candidate.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
