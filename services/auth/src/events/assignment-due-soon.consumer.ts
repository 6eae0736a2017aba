import type { EventHandler } from '@fc/service-kit/events/consumer';
import type { Logger } from '@fc/service-kit/logger';
import type { Sql } from '../db.ts';
import type { Mailer } from '../password-reset/mailer.ts';
import { findMailRecipient } from '../users/users.repository.ts';

/**
 * An assignment is due tomorrow and this student has not finished it: e-mail them a reminder with
 * the link to it. The mail goes out inside the consumer's transaction, after the inbox has taken
 * the event's id, so a redelivered event (or the same one taken twice at once: the second waits on
 * the first's inbox row) sends nothing; a failed send rolls back and the event is retried.
 */
export function createAssignmentDueSoonHandler(deps: {
  mailer: Mailer;
  config: { PUBLIC_URL: string };
  logger: Pick<Logger, 'info'>;
}): EventHandler<'assignment.due_soon', Sql> {
  return async (event, tx) => {
    const { userId, title, dueDate, href } = event.payload;
    const user = await findMailRecipient(tx, userId);
    if (!user?.email) {
      deps.logger.info({ userId }, 'assignment reminder skipped: no e-mail address for the user');
      return;
    }
    await deps.mailer.sendAssignmentReminder(
      { userId, email: user.email, firstName: user.first_name },
      { title, dueDate, url: new URL(href, deps.config.PUBLIC_URL).toString() },
    );
  };
}
