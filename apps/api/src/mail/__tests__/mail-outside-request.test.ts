// E-mail leaves after the reply: the transport's speed or failure must not show in what the caller sees.
import net, { type AddressInfo, type Socket } from 'node:net';
import { captureLogs } from '../../testing/log-capture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  ENGLISH,
  VALID_PASSWORD,
  postRegistration,
  registerUnconfirmedAccount,
  registrationFields,
  signIn,
  uniqueEmail,
} from '../../testing/factories';

/** An SMTP "server" that accepts connections and says nothing until released (a hung mail relay). */
async function silentSmtpServer() {
  const sockets = new Set<Socket>();
  let connected: () => void = () => undefined;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    firstConnection,
    /** Finally refuses every client (421): the pending sends fail and the app can close. */
    async close() {
      for (const socket of sockets) socket.end('421 Service not available\r\n');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A local port where nothing listens: connections are refused at once. */
async function refusedSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** The reply, or a failure if it takes longer than a hung SMTP server would let a waiting request take. */
async function within<T>(milliseconds: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no reply within ${milliseconds} ms`)), milliseconds);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function post(t: TestApp, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, payload, headers: ENGLISH });
}

describe('with an SMTP server that refuses connections', () => {
  let t: TestApp;
  const log = captureLogs();
  beforeAll(async () => {
    t = await createTestApp(
      { SMTP_URL: await refusedSmtpUrl() },
      { logger: { level: 'error', stream: log.stream } },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('still registers the account, which can then sign in', async () => {
    const fields = registrationFields();
    const response = await postRegistration(t.app, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().model.email).toBe(fields.email!.toLowerCase());
    expect((await signIn(t.app, fields.email!, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('answers forgot-password for a known address exactly like for an unknown one', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const known = await post(t, '/api/UsernameAuth/forgot-password', { email: account.email });
    const unknown = await post(t, '/api/UsernameAuth/forgot-password', { email: uniqueEmail('stranger') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('answers send-email-otp for a known address exactly like for an unknown one', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const known = await post(t, '/api/UsernameAuth/send-email-otp', { email: account.email });
    const unknown = await post(t, '/api/UsernameAuth/send-email-otp', { email: uniqueEmail('stranger') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('logs the failed delivery instead of surfacing it', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    await post(t, '/api/UsernameAuth/forgot-password', { email: account.email });
    await t.app.mailer.idle();
    expect(log.records()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'e-mail could not be sent', to: account.email, transport: 'smtp' }),
      ]),
    );
  });
});

describe('with an SMTP server that hangs', () => {
  it('answers registration, forgot-password and send-email-otp without waiting for it', async () => {
    const smtp = await silentSmtpServer();
    const t = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const fields = registrationFields();
      const registered = await within(5_000, postRegistration(t.app, fields));
      expect(registered.statusCode).toBe(200);
      const email = fields.email!.toLowerCase();

      const forgotKnown = await within(5_000, post(t, '/api/UsernameAuth/forgot-password', { email }));
      const forgotUnknown = await within(
        5_000,
        post(t, '/api/UsernameAuth/forgot-password', { email: uniqueEmail('stranger') }),
      );
      expect(forgotKnown.statusCode).toBe(200);
      expect(forgotKnown.json()).toEqual(forgotUnknown.json());

      const otpKnown = await within(5_000, post(t, '/api/UsernameAuth/send-email-otp', { email }));
      expect(otpKnown.statusCode).toBe(200);

      // The mails really were handed to the server; they are still waiting for its greeting.
      await smtp.firstConnection;
    } finally {
      await smtp.close();
      await t.app.mailer.idle();
      await t.close();
    }
  });
});
