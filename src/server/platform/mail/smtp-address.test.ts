import { describe, expect, it } from 'vitest';
import { NO_PRIVATE_ACCESS } from '../ssrf/ssrf-guard';
import { resolveSmtpAddress } from './smtp-address';

describe('resolveSmtpAddress', () => {
  it('refuses loopback and private mail servers unless private access is allowed', async () => {
    await expect(resolveSmtpAddress('127.0.0.1', 25, NO_PRIVATE_ACCESS)).rejects.toThrow(/cannot be used: Refused: 127\.0\.0\.1 is a private address.*ALLOW_PRIVATE_URLS/);
    await expect(resolveSmtpAddress('localhost', 25, NO_PRIVATE_ACCESS)).rejects.toThrow(/cannot be used/);
    await expect(resolveSmtpAddress('10.0.0.5', 587, NO_PRIVATE_ACCESS)).rejects.toThrow(/private address/);
  });

  it('allows them with ALLOW_PRIVATE_URLS=true, or for the listed host:port only', async () => {
    expect(await resolveSmtpAddress('127.0.0.1', 25, { all: true, hosts: [] })).toBe('127.0.0.1');
    expect(await resolveSmtpAddress('127.0.0.1', 2525, { all: false, hosts: ['127.0.0.1:2525'] })).toBe('127.0.0.1');
    await expect(resolveSmtpAddress('127.0.0.1', 25, { all: false, hosts: ['127.0.0.1:2525'] })).rejects.toThrow(/private address/);
  });

  it('never allows a cloud-metadata address', async () => {
    await expect(resolveSmtpAddress('169.254.169.254', 25, { all: true, hosts: [] })).rejects.toThrow(/cloud metadata address/);
    await expect(resolveSmtpAddress('fd00:ec2::254', 25, { all: true, hosts: [] })).rejects.toThrow(/cloud metadata address/);
    await expect(resolveSmtpAddress('metadata.google.internal', 25, { all: true, hosts: [] })).rejects.toThrow(/cloud metadata address/);
  });

  it('refuses what is not a host name', async () => {
    await expect(resolveSmtpAddress('smtp.example.com/evil', 25, { all: true, hosts: [] })).rejects.toThrow(/not a valid host name/);
    await expect(resolveSmtpAddress('user@smtp.example.com', 25, { all: true, hosts: [] })).rejects.toThrow(/not a valid host name/);
  });
});
