import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The day rules must not depend on how a device's locale data writes a date. Each case forces every
 * Intl.DateTimeFormat to one locale, whatever the code asks for; 'en-CA as WebKit' formats en-CA as
 * MM/DD/YYYY, as WebKitGTK 2.50's ICU (and Chrome 110 briefly) did.
 */
const RealDateTimeFormat = Intl.DateTimeFormat;

function forcedLocale(locale: string, mmddyyyy = false): typeof Intl.DateTimeFormat {
  const Forced = function (_locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const real = new RealDateTimeFormat(locale, options);
    const wrong = new RealDateTimeFormat('en-US', { ...options, year: 'numeric', month: '2-digit', day: '2-digit' });
    return {
      format: (date?: Date | number) => (mmddyyyy ? wrong.format(date) : real.format(date)),
      formatToParts: (date?: Date | number) => real.formatToParts(date),
      resolvedOptions: () => real.resolvedOptions(),
    };
  };
  return Forced as unknown as typeof Intl.DateTimeFormat;
}

const LOCALES: [string, typeof Intl.DateTimeFormat][] = [
  ['en-CA as WebKit', forcedLocale('en-CA', true)],
  ['de-DE', forcedLocale('de-DE')],
  ['ar-EG', forcedLocale('ar-EG')],
  ['th-TH', forcedLocale('th-TH')],
  ['ja-JP-u-ca-japanese', forcedLocale('ja-JP-u-ca-japanese')],
];

async function rulesUnder(DateTimeFormat: typeof Intl.DateTimeFormat) {
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat });
  vi.resetModules();
  const [days, streak, stats, overdue, schedule] = await Promise.all([
    import('./days'),
    import('./streak'),
    import('./stats'),
    import('./goal-overdue'),
    import('../review/review-schedule'),
  ]);
  return { ...days, ...streak, ...stats, ...overdue, ...schedule };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe.each(LOCALES)('day rules with the device locale forced to %s', (_name, DateTimeFormat) => {
  it('keys days as YYYY-MM-DD in the learner zone', async () => {
    const rules = await rulesUnder(DateTimeFormat);
    expect(rules.dayKey('2026-11-28T10:00:00Z', 'UTC')).toBe('2026-11-28');
    expect(rules.dayKey('2026-11-28T02:00:00Z', 'America/Los_Angeles')).toBe('2026-11-27');
    expect(rules.dayKey('2026-11-28T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-29');
    expect(rules.dayKey('2026-11-28T10:00:00Z', 'Pacific/Kiritimati')).toBe('2026-11-29');
    expect(rules.dayKey('2026-03-01T23:00:00Z', 'Not/AZone')).toBe('2026-03-01');
    expect(rules.shiftDayKey(rules.dayKey('2026-01-01T12:00:00Z', 'Europe/Paris'), -1)).toBe('2025-12-31');
  });

  it('counts streaks, weeks and overdue goals from those keys', async () => {
    const rules = await rulesUnder(DateTimeFormat);
    const now = new Date('2026-11-28T10:00:00Z');
    const written = ['2026-11-28T08:00:00Z', '2026-11-27T08:00:00Z', '2026-11-26T08:00:00Z'];
    expect(rules.computeStreak(written, now, 'Europe/Berlin')).toBe(3);
    const figures = rules.computeStats({ entries: written.map((createdAt) => ({ createdAt })), resources: [], goals: [] }, now, 'Europe/Berlin');
    expect(figures.streak).toBe(3);
    expect(rules.isGoalOverdue({ status: 'active', targetDate: '2026-11-27' }, now, 'Asia/Tokyo')).toBe(true);
    expect(rules.isGoalOverdue({ status: 'active', targetDate: '2026-11-28' }, now, 'Asia/Tokyo')).toBe(false);
  });

  it('schedules a new card on a real day', async () => {
    const rules = await rulesUnder(DateTimeFormat);
    expect(rules.firstDueDay('2026-11-28T23:30:00Z', 'Asia/Tokyo')).toMatch(/^2026-11-(29|30)$/);
  });
});
