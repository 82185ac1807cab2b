import { describe, expect, it } from 'vitest';
import { ipAllowed, parseCidr } from './ip-allow-list';

describe('ip allow list', () => {
  it('reads CIDR blocks and single addresses, refusing anything else', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseCidr('203.0.113.7')).toEqual({ address: '203.0.113.7', prefix: 32, family: 'ipv4' });
    expect(parseCidr('2001:db8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0/8', '1.2.3.4/8/9', '1.2.3.4/x', '']) expect(parseCidr(bad), bad).toBeNull();
  });

  it('lets in the addresses of the blocks only', () => {
    const list = ['10.0.0.0/8', '203.0.113.7', '2001:db8::/32'];
    expect(ipAllowed('10.200.3.4', list)).toBe(true);
    expect(ipAllowed('::ffff:10.1.2.3', list)).toBe(true);
    expect(ipAllowed('203.0.113.7', list)).toBe(true);
    expect(ipAllowed('203.0.113.8', list)).toBe(false);
    expect(ipAllowed('2001:db8:1::5', list)).toBe(true);
    expect(ipAllowed('2001:db9::1', list)).toBe(false);
    expect(ipAllowed('not-an-ip', list)).toBe(false);
  });
});
