import { describe, expect, it } from 'vitest';
import { UNKNOWN_DEVICE, deviceName } from './device-name';

describe('deviceName', () => {
  it('names the browser and the system', () => {
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')).toBe('Chrome on Android');
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe('Firefox on Windows');
  });

  it('says so when it cannot tell', () => {
    expect(deviceName(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceName('')).toBe(UNKNOWN_DEVICE);
  });
});
