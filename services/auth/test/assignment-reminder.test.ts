import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventPayload } from '@fc/contracts/events';
import { consumeEvent } from '@fc/service-kit/events/consumer';
import { authEventHandling } from '../src/events/handlers.ts';
import { assignmentReminderMail } from '../src/password-reset/mailer.ts';
import { useAuthServiceWithMail } from './fixtures/use-auth-service.ts';

const { auth, smtp } = useAuthServiceWithMail();

const dueSoon = (payload: EventPayload<'assignment.due_soon'>, id = randomUUID()) => ({
  id,
  name: 'assignment.due_soon',
  version: 1,
  occurredAt: new Date().toISOString(),
  correlationId: null,
  payload,
});

const deliver = (event: ReturnType<typeof dueSoon>) =>
  consumeEvent(authEventHandling(auth().deps), event);

/** The mails received so far to an address (a send completes before consumeEvent answers). */
const mailsTo = (email: string) => smtp().mails.filter((mail) => mail.to.includes(email));

describe('assignment reminder e-mails', () => {
  it('when assignment.due_soon arrives for a student, then they get one e-mail naming it with the link to it, and a redelivery sends nothing', async () => {
    const { user } = await auth().registerStudent({ firstName: 'Maya' });
    const event = dueSoon({
      assignmentId: 4,
      userId: user.id,
      title: 'Budgeting Basics',
      dueDate: '2026-11-27',
      href: '/modules/1',
    });

    expect(await deliver(event)).toBe('handled');
    const mail = await smtp().waitForMail(user.email);
    expect(mail.subject).toBe('Reminder: Budgeting Basics is due tomorrow');
    expect(mail.text).toContain('Hi Maya,');
    expect(mail.text).toContain('due tomorrow, Friday, November 27');
    expect(mail.text).toContain('http://localhost:8080/modules/1');

    expect(await deliver(event)).toBe('duplicate');
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('when the same event is taken by two workers at once, then one e-mail goes out', async () => {
    const { user } = await auth().registerStudent();
    const event = dueSoon({
      assignmentId: 5,
      userId: user.id,
      title: 'Winter Cup',
      dueDate: '2026-12-01',
      href: '/contests/3',
    });
    const results = await Promise.all([deliver(event), deliver(event)]);
    expect(results.sort()).toEqual(['duplicate', 'handled']);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(mailsTo(user.email)[0]?.text).toContain('http://localhost:8080/contests/3');
  });

  it('when the user has no account any more, then the event is handled and nothing is sent', async () => {
    const before = smtp().mails.length;
    const event = dueSoon({
      assignmentId: 6,
      userId: 987_654,
      title: 'Investing 101',
      dueDate: '2026-12-01',
      href: '/modules/2',
    });
    expect(await deliver(event)).toBe('handled');
    expect(smtp().mails.length).toBe(before);
  });

  it('when the title holds markup, then the HTML part shows it as text', () => {
    const mail = assignmentReminderMail(
      { userId: 1, email: 'a@example.org', firstName: '<Al>' },
      { title: '<b>Tom & Jerry</b>', dueDate: '2026-11-27', url: 'https://club.example/modules/1' },
      'Finance Club',
    );
    expect(mail.subject).toBe('Reminder: <b>Tom & Jerry</b> is due tomorrow');
    expect(mail.html).toContain('&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;');
    expect(mail.html).toContain('Hi &lt;Al&gt;,');
    expect(mail.html).toContain('<a href="https://club.example/modules/1">');
    expect(mail.html).not.toContain('<b>Tom');
  });
});
