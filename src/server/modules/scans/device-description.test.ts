import { describe, expect, it } from 'vitest';
import { UNKNOWN_DEVICE } from '#shared/device-label.ts';
import { describeDevice } from './device-description.ts';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
      'Android phone, Chrome',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'iPhone, Safari',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'iPad, Safari',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0',
      'Windows computer, Microsoft Edge',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Android phone, Samsung Internet for Android',
    ],
  ])('describes %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('says unknown when there is nothing to read', () => {
    expect(describeDevice(undefined)).toBe(UNKNOWN_DEVICE);
    expect(describeDevice('   ')).toBe(UNKNOWN_DEVICE);
    expect(describeDevice('x')).toBe(UNKNOWN_DEVICE);
  });

  it('describes a browser it has seen before, and after many others, as the first time', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const first = describeDevice(iphone);
    expect(describeDevice(iphone)).toBe(first);
    for (let n = 0; n < 1200; n++) {
      const android = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.${n}.0 Mobile Safari/537.36`;
      expect(describeDevice(android)).toBe('Android phone, Chrome');
    }
    expect(describeDevice(iphone)).toBe(first);
    expect(first).toBe('iPhone, Safari');
  });
});
