import nodemailer from 'nodemailer';
import { ConfigError } from '@fc/service-kit/config';
import type { Logger } from '@fc/service-kit/logger';

export interface Mailer {
  sendPasswordReset(to: { email: string; firstName: string }, resetUrl: string): Promise<void>;
}

export const SMTP_REQUIRED_MESSAGE =
  'SMTP_URL is not set, so password-reset e-mails cannot be sent. Set SMTP_URL ' +
  '(smtp://user:password@host:port), or MAIL_TRANSPORT=log to run without e-mail (a reset ' +
  'request is then only noted in the log, without its link).';

/**
 * Sends mail over SMTP (SMTP_URL). Without SMTP, production refuses to start unless
 * MAIL_TRANSPORT=log says to run without e-mail: then a reset request is only noted in the log,
 * never with a working link (a log is read by more people than the student). In development and
 * tests the log shows the link, so a developer can follow it.
 */
export function createMailer(options: {
  smtpUrl?: string;
  transport?: 'smtp' | 'log';
  nodeEnv: 'development' | 'test' | 'production';
  from: string;
  clubName: string;
  logger: Logger;
}): Mailer {
  const { logger } = options;
  if (!options.smtpUrl) {
    const isProduction = options.nodeEnv === 'production';
    if (isProduction && options.transport !== 'log') throw new ConfigError(SMTP_REQUIRED_MESSAGE);
    return {
      async sendPasswordReset(to, resetUrl) {
        if (isProduction) {
          logger.warn(
            'a password reset was asked for, but no e-mail is sent (MAIL_TRANSPORT=log, no SMTP_URL)',
          );
          return;
        }
        logger.warn(
          { resetUrl },
          `SMTP_URL is not set: this development password reset link is logged instead of mailed: ${resetUrl}`,
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
