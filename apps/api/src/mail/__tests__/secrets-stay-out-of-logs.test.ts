// E-mail codes, reset tokens and links are secrets: whatever the transport does, no log line carries them.
// Every line is captured at the most verbose level, through a whole sign-up, a password reset and SMTP failures.
import net, { type AddressInfo, type Socket } from 'node:net';
import {
  ENGLISH,
  latestVerificationCode,
  outboxFor,
  registerUnconfirmedAccount,
  requestVerificationCode,
  signIn,
} from '../../testing/factories';
import { captureLogs } from '../../testing/log-capture';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Every line, at the most verbose level. */
function logCapture() {
  const capture = captureLogs();
  return { lines: capture.lines, logger: { level: 'trace' as const, stream: capture.stream } };
}

function expectNoLineContaining(lines: string[], secrets: string[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  }
}

const NEW_PASSWORD = 'Brand-New-Passw0rd';

describe('with the local outbox', () => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({}, { logger: log.logger });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs no code or link of a whole sign-up: register, code e-mailed, e-mail confirmed', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    await requestVerificationCode(t.app, account.email);
    const code = await latestVerificationCode(t.app, account.email);
    const [mail] = await outboxFor(t.app, account.email);
    const link = /http:\/\/app\.sumaa\.test\/verify-email\?[^\s"<]+/.exec(mail.text)![0];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/confirm-email-jwt',
      payload: { email: account.email, Otp: code },
      headers: ENGLISH,
    });
    expect(confirmed.statusCode).toBe(200);

    expectNoLineContaining(log.lines, [code, link, mail.subject]);
  });

  it('logs no reset token or link of a password reset', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/forgot-password',
      payload: { email: account.email },
      headers: ENGLISH,
    });
    const [mail] = await outboxFor(t.app, account.email);
    const link = /http:\/\/app\.sumaa\.test\/reset-password\?token=[^\s"<]+/.exec(mail.text)![0];
    const token = new URL(link).searchParams.get('token')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/reset-password',
      payload: { code: token, newPassword: NEW_PASSWORD },
      headers: ENGLISH,
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    expectNoLineContaining(log.lines, [token, link]);
  });
});

/**
 * An SMTP server that takes the whole message, then refuses it quoting its subject back (some relays echo
 * what they reject): the worst failure for a log, since the error nodemailer raises contains the code.
 */
async function smtpServerRejectingAfterData() {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let inData = false;
    let data = '';
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = inData ? buffered.indexOf('\r\n.\r\n') : buffered.indexOf('\r\n')) >= 0) {
        if (inData) {
          data += buffered.slice(0, end);
          buffered = buffered.slice(end + 5);
          inData = false;
          received.push(data);
          const subject = /^Subject: (.*)$/m.exec(data)?.[1] ?? '';
          socket.write(`554 5.7.1 Message rejected: ${subject}\r\n`);
          data = '';
          continue;
        }
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port where nothing listens: connections are refused at once. */
async function closedPortSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

describe('when SMTP fails', () => {
  it('logs the failure without the code, even when the server quotes the rejected mail', async () => {
    const smtp = await smtpServerRejectingAfterData();
    const log = logCapture();
    const t = await createTestApp({ SMTP_URL: smtp.url }, { logger: log.logger });
    try {
      await registerUnconfirmedAccount(t.app);
      await t.app.mailer.idle();
      const message = smtp.received.join('\n');
      const code = /verification code: (\d{6})/.exec(message)?.[1];
      expect(code).toMatch(/^\d{6}$/);

      expect(log.lines.filter((line) => line.includes('e-mail could not be sent'))).toHaveLength(1);
      expectNoLineContaining(log.lines, [code!]);
      expect(log.lines.some((line) => /verification code/i.test(line))).toBe(false);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('logs a refused connection without the subject or link of the mail that could not leave', async () => {
    const log = logCapture();
    const t = await createTestApp({ SMTP_URL: await closedPortSmtpUrl() }, { logger: log.logger });
    try {
      const account = await registerUnconfirmedAccount(t.app);
      await t.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/forgot-password',
        payload: { email: account.email },
        headers: ENGLISH,
      });
      await t.app.mailer.idle();
      // The reset mail waits behind the verification mail (one recipient's mails leave in order): both are
      // tried until they are given up, six tries each.
      for (let look = 0; look < 20; look += 1) {
        t.clock.advance(16 * 60_000);
        await t.app.mailer.sendDue();
      }

      // On PostgreSQL the file's earlier app may have left its own failed mail in the shared queue: count ours.
      const ours = log.lines.filter((line) => line.includes(account.email));
      const failures = ours.filter((line) => line.includes('e-mail could not be sent'));
      expect(failures).toHaveLength(12);
      expect(ours.filter((line) => line.includes('e-mail given up'))).toHaveLength(2);
      // What failed stays readable: the transport's error code.
      expect(failures.every((line) => /"code":"E[A-Z]+"/.test(line))).toBe(true);
      expect(log.lines.filter((line) => /verification code|reset-password|verify-email/i.test(line))).toEqual(
        [],
      );
    } finally {
      await t.close();
    }
  });
});
