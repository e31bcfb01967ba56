import { describe, expect, it } from 'vitest';
import { isLocalAddress } from './local-address.ts';

describe('isLocalAddress', () => {
  it.each([
    'http://localhost:5000',
    'http://LOCALHOST',
    'http://shop.localhost:5000',
    'http://127.0.0.1:5000',
    'http://127.8.9.10',
    'http://0.0.0.0:5000',
    'http://10.1.2.3',
    'http://172.16.0.1',
    'http://172.31.255.254',
    'http://192.168.1.20:5000',
    'http://169.254.10.1',
    'http://100.64.0.1',
    'http://[::1]:5000',
    'http://[::]:5000',
    'http://[fc00::1]',
    'http://[fd12:3456::1]',
    'http://[fe80::1]',
    'http://[::ffff:127.0.0.1]',
    'http://[::ffff:192.168.0.1]',
    'http://printer.local',
    'http://shop.home.arpa',
    'http://build.internal',
    'http://nas.lan',
    'http://myserver:5000',
    'http://localhost.:5000',
  ])('%s is local', (url) => {
    expect(isLocalAddress(url)).toBe(true);
  });

  it.each([
    'https://safekid.example',
    'https://shop.example.com',
    'https://bracelets.safekid.test',
    'http://8.8.8.8',
    'http://172.32.0.1',
    'http://172.15.255.255',
    'http://192.169.0.1',
    'http://[2001:4860:4860::8888]',
    'https://local.example.com',
    'https://localhost.example.com',
  ])('%s is public', (url) => {
    expect(isLocalAddress(url)).toBe(false);
  });
});
