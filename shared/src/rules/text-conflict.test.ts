import { describe, expect, it } from 'vitest';
import { conflictCopyTitle, conflictingTextFields } from './text-conflict';
import { makeRecordId } from './record-id';
import { displayResourceType, resourceGroup } from './resource-group';

const fields = ['title', 'content'];

describe('text conflicts', () => {
  it('applies when the server still has the base', () => {
    expect(conflictingTextFields(fields, { content: 'new' }, { content: 'old' }, { content: 'old' })).toEqual([]);
  });
  it('conflicts when the server moved on and the new value differs', () => {
    expect(conflictingTextFields(fields, { content: 'mine' }, { content: 'old' }, { content: 'theirs' })).toEqual(['content']);
  });
  it('does not conflict when both sides made the same change', () => {
    expect(conflictingTextFields(fields, { content: 'same' }, { content: 'old' }, { content: 'same' })).toEqual([]);
  });
  it('ignores fields without a base and updates without one', () => {
    expect(conflictingTextFields(fields, { title: 'x' }, { content: 'old' }, { title: 'y' })).toEqual([]);
    expect(conflictingTextFields(fields, { title: 'x' }, undefined, { title: 'y' })).toEqual([]);
  });
  it('treats null and missing alike', () => {
    expect(conflictingTextFields(['questions'], { questions: 'q' }, { questions: null }, {})).toEqual([]);
  });
  it('names the conflict copy', () => {
    expect(conflictCopyTitle('Rust', '2026-03-10')).toBe('Rust (conflict copy 2026-03-10)');
    const long = conflictCopyTitle('x'.repeat(300), '2026-03-10');
    expect(long).toHaveLength(200);
    expect(long.endsWith('… (conflict copy 2026-03-10)')).toBe(true);
  });
});

describe('record ids and resource groups', () => {
  it('makes safe integer ids from the clock and a random suffix', () => {
    const id = makeRecordId(1_700_000_000_000, () => 0.999);
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(id).toBe(1_700_000_000_000 * 1024 + 1022);
  });
  it('groups types, unknown as article in the revisitable group', () => {
    expect(resourceGroup('video')).toBe('consumable');
    expect(resourceGroup('book')).toBe('revisitable');
    expect(resourceGroup('mystery')).toBe('revisitable');
    expect(displayResourceType('mystery')).toBe('article');
  });
});
