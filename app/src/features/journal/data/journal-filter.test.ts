import { describe, expect, it } from 'vitest';
import { NO_FILTER, filterFromParams, filterToParams, journalPath, type JournalFilter } from './journal-filter';

describe('the journal filter address', () => {
  it('round-trips every filter through the address', () => {
    const filter: JournalFilter = { query: 'borrow checker', tag: 'C++ & Rust', favorite: true, resource: 12, goal: 34, from: '2026-10-01', to: '2026-10-31' };
    const path = journalPath(filter);
    expect(path).toBe('/journal?q=borrow+checker&tag=C%2B%2B+%26+Rust&favorite=1&resource=12&goal=34&from=2026-10-01&to=2026-10-31');
    expect(filterFromParams(new URLSearchParams(path.split('?')[1]))).toEqual(filter);
  });

  it('leaves out what is not set', () => {
    expect(journalPath()).toBe('/journal');
    expect(journalPath({ tag: 'react' })).toBe('/journal?tag=react');
    expect(filterToParams(NO_FILTER).toString()).toBe('');
  });

  it('ignores malformed values instead of matching nothing', () => {
    expect(filterFromParams(new URLSearchParams('favorite=yes&resource=abc&goal=-1&from=2026-13-01&to=yesterday&tag=%20'))).toEqual(NO_FILTER);
  });
});
