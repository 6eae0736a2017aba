import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { signSessionToken } from '@fc/service-kit/session';
import { clientKey, sessionUserOf } from './rate-limit.ts';

describe('clientKey', () => {
  it('when the client is an IPv4 address, then the key is the address', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('when a dual-stack socket reports IPv4 as IPv4-mapped IPv6, then the key is the IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('when two IPv6 addresses share a /56 network, then they share one key', () => {
    expect(clientKey('2001:db8:abcd:12ff::1')).toBe(clientKey('2001:db8:abcd:1200::99'));
    expect(clientKey('2001:db8:abcd:12ff::1')).not.toBe(clientKey('2001:db8:abcd:1300::1'));
  });
});

describe('sessionUserOf', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const requestWith = (cookie: string) => ({ headers: { cookie } }) as Request;
  const tokenOf = (userId: number, signingSecret: string) =>
    signSessionToken(signingSecret, { userId, role: 'student', sessionId: randomUUID() });

  it('when the session cookie verifies, then its user is named, among other cookies', () => {
    expect(
      sessionUserOf(
        requestWith(`theme=dark; fc_session=${tokenOf(12, secret)}; other=1`),
        'fc_session',
        [secret],
      ),
    ).toBe(12);
    expect(sessionUserOf(requestWith('theme=dark'), 'fc_session', [secret])).toBeUndefined();
  });

  it('when the cookie is signed with another secret or is no token, then no user is named', () => {
    const forged = tokenOf(12, 'another-secret-of-at-least-thirty-two-chars');
    expect(
      sessionUserOf(requestWith(`fc_session=${forged}`), 'fc_session', [secret]),
    ).toBeUndefined();
    expect(sessionUserOf(requestWith('fc_session=12'), 'fc_session', [secret])).toBeUndefined();
  });
});
