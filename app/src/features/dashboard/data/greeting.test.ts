import { describe, expect, it } from 'vitest';
import { greeting, greetingName } from './greeting';

describe('the dashboard greeting', () => {
  it("uses the first name, or 'there' without one", () => {
    expect(greetingName('Ada')).toBe('Ada');
    expect(greetingName('  Grace ')).toBe('Grace');
    expect(greetingName('')).toBe('there');
    expect(greetingName('   ')).toBe('there');
    expect(greetingName(null)).toBe('there');
    expect(greetingName(undefined)).toBe('there');
  });

  it('welcomes a new account on its first day, and welcomes a learner back from the next day', () => {
    const ada = { firstName: 'Ada', createdAt: '2026-03-20T09:00:00.000Z', timeZone: 'Europe/London' };
    expect(greeting(ada, new Date('2026-03-20T22:00:00.000Z'))).toBe('Welcome, Ada!');
    expect(greeting(ada, new Date('2026-03-21T07:00:00.000Z'))).toBe('Welcome back, Ada!');
    // 23:30 UTC on the 20th is already the 21st in Tokyo: a new day there.
    expect(greeting({ ...ada, timeZone: 'Asia/Tokyo' }, new Date('2026-03-20T23:30:00.000Z'))).toBe('Welcome back, Ada!');
  });
});
