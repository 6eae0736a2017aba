import nodemailer from 'nodemailer';
import { ConfigError } from '@fc/service-kit/config';
import type { Logger } from '@fc/service-kit/logger';

export interface Mailer {
  sendPasswordReset(
    to: { userId: number; email: string; firstName: string },
    resetUrl: string,
  ): Promise<void>;
}

export const SMTP_REQUIRED_MESSAGE =
  'SMTP_URL is not set, so password-reset e-mails cannot be sent. Set SMTP_URL ' +
  '(smtp://user:password@host:port), or MAIL_TRANSPORT=log to run without e-mail (a reset ' +
  'request is then only noted in the log, without its link).';

export const SMTP_TRANSPORT_NEEDS_URL_MESSAGE =
  'MAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:password@host:port); set it, or set ' +
  'MAIL_TRANSPORT=log to run without e-mail.';

/**
 * Sends mail over SMTP (SMTP_URL). Without SMTP there is no mail, and a log is read by more
 * people than the student, so a working reset link reaches the log only where it is asked for
 * and harmless: in development or tests with MAIL_TRANSPORT=log (what `npm run dev` sets), so a
 * developer can follow it. Otherwise the log notes that a reset was asked for which user id,
 * never with the link. Production refuses to start without SMTP_URL unless MAIL_TRANSPORT=log
 * says to run without e-mail.
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
    if (options.transport === 'smtp') throw new ConfigError(SMTP_TRANSPORT_NEEDS_URL_MESSAGE);
    const isProduction = options.nodeEnv === 'production';
    if (isProduction && options.transport !== 'log') throw new ConfigError(SMTP_REQUIRED_MESSAGE);
    const showsLink = !isProduction && options.transport === 'log';
    return {
      async sendPasswordReset(to, resetUrl) {
        if (showsLink) {
          logger.warn(
            { userId: to.userId, resetUrl },
            `MAIL_TRANSPORT=log: this development password reset link is logged instead of mailed: ${resetUrl}`,
          );
          return;
        }
        logger.warn(
          { userId: to.userId },
          isProduction
            ? `a password reset was asked for user id ${to.userId}, but no e-mail is sent (MAIL_TRANSPORT=log, no SMTP_URL)`
            : `a password reset was asked for user id ${to.userId}, but no e-mail is sent (no SMTP_URL); set MAIL_TRANSPORT=log to see the link in this log`,
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
