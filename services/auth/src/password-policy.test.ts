import { describe, expect, it } from 'vitest';
import {
  assertAcceptablePassword,
  contextWords,
  isCommonPassword,
  PASSWORD_HAS_CONTEXT_WORD,
} from './password-policy.ts';

const words = contextWords({
  clubName: 'Bulls & Bears Club',
  username: 'ada.l',
  email: 'ada.lovelace@example.org',
});

describe('the password rule the server adds', () => {
  it('when a password is one of the common ones, in any case, then it is common', () => {
    expect(['123456', 'password1', 'Qwerty123', 'ILOVEYOU1'].map(isCommonPassword)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isCommonPassword('correct horse battery staple 7')).toBe(false);
  });

  it("when a password holds the club's name, the username or the e-mail name, then it is refused", () => {
    for (const password of ['bullsclub2026', 'Finance-Club-1', 'ada.lovelace99', 'BEARS4ever!']) {
      expect(() => assertAcceptablePassword(password, 8, 'password', words)).toThrow(
        PASSWORD_HAS_CONTEXT_WORD,
      );
    }
    expect(() => assertAcceptablePassword('harbour-lights-42', 8, 'password', words)).not.toThrow();
  });

  it('when the password is shorter than the configured minimum, then the message names it', () => {
    expect(() => assertAcceptablePassword('abcdefgh12', 12, 'password')).toThrow(
      'Password must be at least 12 characters long',
    );
  });
});
