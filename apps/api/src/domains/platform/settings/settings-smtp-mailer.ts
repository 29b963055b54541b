// The SMTP transport the super admin configures at /admin/settings. It replaces the deployment's transport
// (SMTP_URL or the outbox) only once a test send through it has succeeded (smtp/test), and again at start-up
// from the verified copy (smtp_active), so a typo in the host never silently stops the platform's mail.
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../../../mail/mailer';

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
  private readonly transporter: Transporter;

  constructor(
    private readonly settings: SmtpSettings,
    private readonly fallbackFrom: string,
  ) {
    this.transporter = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      // 465 is implicit TLS; other ports upgrade with STARTTLS when the server offers it.
      secure: settings.port === 465,
      auth: settings.username ? { user: settings.username, pass: settings.password ?? '' } : undefined,
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
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  }

  describe(): string {
    return `SMTP ${this.settings.host}:${this.settings.port} (platform settings)`;
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
