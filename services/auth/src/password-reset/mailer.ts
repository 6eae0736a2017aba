import nodemailer from 'nodemailer';
import type { Logger } from '@fc/service-kit/logger';

export interface Mailer {
  sendPasswordReset(to: { email: string; firstName: string }, resetUrl: string): Promise<void>;
}

/** Sends mail over SMTP (SMTP_URL); with no SMTP configured, the reset link goes to the log. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  clubName: string;
  logger: Logger;
}): Mailer {
  const { logger } = options;
  if (!options.smtpUrl) {
    return {
      async sendPasswordReset(to, resetUrl) {
        logger.warn(
          { to: to.email, resetUrl },
          `SMTP_URL is not set, so this password reset link for ${to.email} is logged instead of mailed: ${resetUrl}`,
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async sendPasswordReset(to, resetUrl) {
      await transport.sendMail({
        from: options.from,
        to: to.email,
        subject: `Reset your ${options.clubName} password`,
        text: [
          `Hi ${to.firstName},`,
          '',
          `Someone (hopefully you) asked to reset the password of your ${options.clubName} account.`,
          'Open this link within one hour to choose a new password:',
          '',
          resetUrl,
          '',
          "If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
        ].join('\n'),
      });
    },
  };
}
