import nodemailer from 'nodemailer';
import { ConfigError } from '@fc/service-kit/config';
import type { Logger } from '@fc/service-kit/logger';

export interface MailRecipient {
  userId: number;
  email: string;
  firstName: string;
}

/** An assignment due tomorrow (assignment.due_soon), with the page to open for it. */
export interface AssignmentReminder {
  title: string;
  /** The club day it is due, YYYY-MM-DD. */
  dueDate: string;
  url: string;
}

export interface Mailer {
  sendPasswordReset(to: MailRecipient, resetUrl: string): Promise<void>;
  sendAssignmentReminder(to: MailRecipient, reminder: AssignmentReminder): Promise<void>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/** "Friday, November 27" for 2026-11-27 (the day itself, whatever the server's time zone). */
const dayInWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });

/** The reminder e-mail: its subject, plain text and simple HTML. */
export function assignmentReminderMail(
  to: MailRecipient,
  reminder: AssignmentReminder,
  clubName: string,
): { subject: string; text: string; html: string } {
  const due = dayInWords(reminder.dueDate);
  return {
    subject: `Reminder: ${reminder.title} is due tomorrow`,
    text: [
      `Hi ${to.firstName},`,
      '',
      `"${reminder.title}" was assigned to you in ${clubName} and is due tomorrow, ${due}.`,
      'Open it here to finish it:',
      '',
      reminder.url,
      '',
      'If you have already finished it, you can ignore this e-mail.',
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(to.firstName)},</p>`,
      `<p><strong>${escapeHtml(reminder.title)}</strong> was assigned to you in ${escapeHtml(clubName)} and is due tomorrow, ${escapeHtml(due)}.</p>`,
      `<p><a href="${escapeHtml(reminder.url)}">Open it to finish it</a></p>`,
      '<p>If you have already finished it, you can ignore this e-mail.</p>',
    ].join('\n'),
  };
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
      async sendAssignmentReminder(to, reminder) {
        // The link only opens a page of the app: harmless in a log.
        logger.warn(
          { userId: to.userId, url: reminder.url },
          `an assignment reminder for user id ${to.userId} ("${reminder.title}", due ${reminder.dueDate}) is not e-mailed (no SMTP_URL)`,
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
    async sendAssignmentReminder(to, reminder) {
      await transport.sendMail({
        from: options.from,
        to: to.email,
        ...assignmentReminderMail(to, reminder, options.clubName),
      });
    },
  };
}
