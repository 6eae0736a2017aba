import { describe, expect, it } from 'vitest';

import {
  getInvalidRegistrationFields,
  getNewPasswordError,
  validateRegistration,
  validateSignIn,
} from '@/features/auth/utils/validation';

const filled = {
  firstName: 'Alex',
  lastName: 'Morgan',
  username: 'alexm',
  email: 'alex@example.org',
  password: 'secret-pass-1',
  confirmPassword: 'secret-pass-1',
};

describe('validateSignIn', () => {
  it('when a field is blank, then it asks to fill in all fields', () => {
    expect(validateSignIn({ username: '  ', password: 'x' })).toEqual([
      'Please fill in all fields',
    ]);
    expect(validateSignIn({ username: 'alex', password: '' })).toEqual([
      'Please fill in all fields',
    ]);
    expect(validateSignIn({ username: 'alex', password: 'x' })).toEqual([]);
  });
});

describe('validateRegistration', () => {
  it('when everything is right, then there is nothing to say', () => {
    expect(validateRegistration(filled)).toEqual([]);
  });

  it('when several rules fail, then every failing message is returned in order', () => {
    expect(
      validateRegistration({
        ...filled,
        firstName: '',
        email: 'alex',
        password: 'abc',
        confirmPassword: 'abd',
      }),
    ).toEqual([
      'Please fill in all fields',
      'Passwords do not match',
      'Password must be at least 8 characters long',
      'Please enter a valid email address',
    ]);
  });
});

describe('getInvalidRegistrationFields', () => {
  it('marks the fields behind each failing message', () => {
    expect(
      getInvalidRegistrationFields({
        ...filled,
        lastName: ' ',
        email: 'alex',
        confirmPassword: 'other',
      }),
    ).toEqual(['lastName', 'confirmPassword', 'email']);
    expect(getInvalidRegistrationFields(filled)).toEqual([]);
  });
});

describe('getNewPasswordError', () => {
  it('when several rules fail, then only the first is returned', () => {
    expect(getNewPasswordError('')).toBe('Password must be at least 8 characters long');
    expect(getNewPasswordError('abc1234')).toBe('Password must be at least 8 characters long');
    expect(getNewPasswordError('12345678')).toBe('Password must contain at least one letter');
    expect(getNewPasswordError('abcdefgh')).toBe('Password must contain at least one number');
    expect(getNewPasswordError('abcd1234')).toBeNull();
    expect(getNewPasswordError('a long passphrase with 4 words')).toBeNull();
  });
});
