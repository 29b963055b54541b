// The SMTP transport the super admin configures at /admin/settings. It replaces the deployment's transport
// (SMTP_URL or the outbox) only once a test send through it has succeeded (smtp/test), and again at start-up
// from the verified copy (smtp_active), so a typo in the host never silently stops the platform's mail.
// Each send resolves the host and connects to exactly the address it checked (issue 21, L2): an address that is not
// public is refused (unless OUTBOUND_ALLOW_PRIVATE_NETWORK), however the name resolved when it was saved.
import net from 'node:net';
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../../../mail/mailer';
import { resolvePublicAddress, type OutboundPolicy } from './outbound-address';

export interface SmtpSettings {
  host: string;
  port: number;
  username: string;
  password: string | null;
  fromEmail: string;
  fromName: string;
}

/** Seconds a test send may take before it counts as failed (the admin is waiting for the answer). */
const TIMEOUT_MS = 10_000;

export class SettingsSmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly fallbackFrom: string,
    private readonly policy: OutboundPolicy,
  ) {}

  /** A transport to the checked address; TLS still verifies the certificate against the host's name. */
  private async transporter() {
    const { host } = this.settings;
    const address = await resolvePublicAddress(host, this.policy);
    return nodemailer.createTransport({
      host: address,
      // SNI and the certificate check use the name, whichever of its addresses was connected to.
      tls: net.isIP(host) ? undefined : { servername: host },
      port: this.settings.port,
      // 465 is implicit TLS; other ports upgrade with STARTTLS when the server offers it.
      secure: this.settings.port === 465,
      auth: this.settings.username
        ? { user: this.settings.username, pass: this.settings.password ?? '' }
        : undefined,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  private get from(): string | { name: string; address: string } {
    if (!this.settings.fromEmail) return this.fallbackFrom;
    return this.settings.fromName
      ? { name: this.settings.fromName, address: this.settings.fromEmail }
      : this.settings.fromEmail;
  }

  async send(message: MailMessage): Promise<void> {
    const transporter = await this.transporter();
    try {
      await transporter.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    } finally {
      transporter.close();
    }
  }

  describe(): string {
    return `SMTP ${this.settings.host}:${this.settings.port} (platform settings)`;
  }

  /** Nothing stays open between sends: each one connects anew, to the address it checked. */
  async close(): Promise<void> {}
}
