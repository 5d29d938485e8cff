import { describe, expect, it } from 'vitest';
import { Laptop, Monitor, Smartphone } from 'lucide-react';
import { deviceIcon } from './device-icon';

describe('deviceIcon', () => {
  it('shows a phone for an Android or iOS session, a laptop for a computer', () => {
    expect(deviceIcon('Chrome on Android')).toBe(Smartphone);
    expect(deviceIcon('Safari on iOS')).toBe(Smartphone);
    expect(deviceIcon('Firefox on Linux')).toBe(Laptop);
    expect(deviceIcon('Chrome on macOS')).toBe(Laptop);
    expect(deviceIcon('Unknown device')).toBe(Monitor);
  });
});
