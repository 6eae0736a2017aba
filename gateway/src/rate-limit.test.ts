import { describe, expect, it } from 'vitest';
import { clientKey } from './rate-limit.ts';

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
