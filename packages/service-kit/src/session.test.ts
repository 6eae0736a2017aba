import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  signPendingSignIn,
  signSessionToken,
  verifyPendingSignIn,
  verifySessionToken,
} from './session.ts';

const secret = `test-secret-${randomUUID()}`;
const claims = { userId: 42, role: 'student' as const, sessionId: randomUUID() };

describe('verifySessionToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a valid token is verified twice, then both answers are its session', () => {
    const token = signSessionToken(secret, claims);
    const first = verifySessionToken(secret, token);
    expect(first).toMatchObject({ userId: 42, role: 'student', sessionId: claims.sessionId });
    expect(verifySessionToken(secret, token)).toEqual(first);
  });

  it('when a remembered token is checked with another secret, then it is refused', () => {
    const token = signSessionToken(secret, claims);
    expect(verifySessionToken(secret, token)).toBeDefined();
    expect(verifySessionToken(`${secret}-other`, token)).toBeUndefined();
  });

  it('when a remembered token expires, then it is refused from then on', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    const token = signSessionToken(secret, claims, 60);
    expect(verifySessionToken(secret, token)).toBeDefined();
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(verifySessionToken(secret, token)).toBeUndefined();
  });

  it('when a token is tampered with, then it is refused', () => {
    const token = signSessionToken(secret, claims);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ role: 'admin', sid: claims.sessionId, sub: '42' }),
    ).toString('base64url');
    expect(verifySessionToken(secret, `${header}.${forged}.${signature}`)).toBeUndefined();
  });
});

describe('verifySessionToken during a rotation of JWT_SECRET', () => {
  const previous = `previous-${randomUUID()}`;

  it('when a token signed with the previous secret is checked against [current, previous], then it is accepted', () => {
    const token = signSessionToken(previous, claims);
    expect(verifySessionToken([secret, previous], token)).toMatchObject({ userId: 42 });
    expect(verifySessionToken([secret], token)).toBeUndefined();
  });

  it('when a token signed with neither secret is checked, then it is refused', () => {
    const token = signSessionToken(`stranger-${randomUUID()}`, claims);
    expect(verifySessionToken([secret, previous], token)).toBeUndefined();
  });

  it('when a second-factor proof was signed with the previous secret, then it still counts', () => {
    const proof = signPendingSignIn(previous, { userId: 7, passwordStamp: 'stamp' });
    expect(verifyPendingSignIn([secret, previous], proof)).toEqual({
      userId: 7,
      passwordStamp: 'stamp',
    });
    expect(verifyPendingSignIn([secret], proof)).toBeUndefined();
  });
});
