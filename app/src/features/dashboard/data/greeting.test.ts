import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('the dashboard greeting', () => {
  it("uses the first name, or 'there' without one", () => {
    expect(greetingName('Ada')).toBe('Ada');
    expect(greetingName('  Grace ')).toBe('Grace');
    expect(greetingName('')).toBe('there');
    expect(greetingName('   ')).toBe('there');
    expect(greetingName(null)).toBe('there');
    expect(greetingName(undefined)).toBe('there');
  });
});
