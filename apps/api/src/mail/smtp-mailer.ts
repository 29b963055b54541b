import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Real delivery through the SMTP server in SMTP_URL (smtp://user:pass@host:587 or smtps://…). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
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
    // Never print the credentials embedded in the URL.
    const url = new URL(this.smtpUrl);
    return `SMTP ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
