import { describe, expect, it } from 'vitest';
import { createLogger } from '@fc/service-kit/logger';
import { createMailer, SMTP_REQUIRED_MESSAGE } from './mailer.ts';

function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger({
    name: 'auth',
    level: 'info',
    destination: { write: (line: string) => void lines.push(line) },
  });
  return { logger, lines };
}

const base = { from: 'Club <no-reply@example.org>', clubName: 'Finance Club' };
const resetUrl = 'https://club.example.org/reset-password?token=secret-token-abc';
const student = { userId: 42, email: 'ada@example.org', firstName: 'Ada' };

describe('the mailer without SMTP', () => {
  it('when production has no SMTP_URL and no MAIL_TRANSPORT=log, then the service refuses to start and says what to set', () => {
    const { logger } = capturedLogger();
    expect(() => createMailer({ ...base, nodeEnv: 'production', logger })).toThrow(
      SMTP_REQUIRED_MESSAGE,
    );
    expect(SMTP_REQUIRED_MESSAGE).toMatch(/Set SMTP_URL .* or MAIL_TRANSPORT=log/);
  });

  it('when production runs with MAIL_TRANSPORT=log, then a reset request is noted for the user id without a usable link', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ ...base, nodeEnv: 'production', transport: 'log', logger });
    await mailer.sendPasswordReset(student, resetUrl);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ userId: 42 });
    expect(lines.join('')).not.toContain('secret-token-abc');
    expect(lines.join('')).not.toContain('reset-password?token');
  });

  it('when a developer runs with MAIL_TRANSPORT=log, then the link is in the log to follow', async () => {
    const { logger, lines } = capturedLogger();
    const mailer = createMailer({ ...base, nodeEnv: 'development', transport: 'log', logger });
    await mailer.sendPasswordReset(student, resetUrl);
    expect(lines.join('')).toContain(resetUrl);
  });

  it.each(['development', 'test'] as const)(
    'when %s runs without SMTP and without MAIL_TRANSPORT=log, then the request is noted without a usable link and says how to see it',
    async (nodeEnv) => {
      const { logger, lines } = capturedLogger();
      const mailer = createMailer({ ...base, nodeEnv, logger });
      await mailer.sendPasswordReset(student, resetUrl);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ userId: 42 });
      expect(lines.join('')).not.toContain('secret-token-abc');
      expect(lines.join('')).toContain('MAIL_TRANSPORT=log');
    },
  );

  it('when MAIL_TRANSPORT=smtp is set without SMTP_URL, then the service refuses to start and says what to set', () => {
    const { logger } = capturedLogger();
    expect(() =>
      createMailer({ ...base, nodeEnv: 'development', transport: 'smtp', logger }),
    ).toThrow(/MAIL_TRANSPORT=smtp needs SMTP_URL/);
  });
});
