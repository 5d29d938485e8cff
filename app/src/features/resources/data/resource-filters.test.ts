import { describe, expect, it } from 'vitest';
import type { ResourceStatus } from '@learnlog/shared';
import { hasFilters, inTab, matchesFilters, NO_FILTERS, tabCounts, typesPresent } from './resource-filters';
import { parseProgressInput } from './progress-input';

const resource = (title: string, type: string, status: ResourceStatus = 'to-learn', tags: string[] = []) => ({ title, type, status, tags });

const rows = [
  resource('Designing Data-Intensive Applications', 'book', 'in-progress', ['Databases']),
  resource('React hooks talk', 'video', 'completed', ['react']),
  resource('Rust async podcast', 'podcast'),
  resource('Old bookmark', 'bookmark'),
];

describe('resource filters', () => {
  it('searches titles and tags, case-insensitively', () => {
    expect(rows.filter((r) => matchesFilters(r, { ...NO_FILTERS, search: 'REACT' })).map((r) => r.title)).toEqual(['React hooks talk']);
    expect(rows.filter((r) => matchesFilters(r, { ...NO_FILTERS, search: 'databases' })).map((r) => r.title)).toEqual([
      'Designing Data-Intensive Applications',
    ]);
    expect(rows.filter((r) => matchesFilters(r, { ...NO_FILTERS, search: '  ' }))).toHaveLength(4);
  });

  it('filters by type (an unknown type is an article) and by status', () => {
    expect(rows.filter((r) => matchesFilters(r, { ...NO_FILTERS, type: 'article' })).map((r) => r.title)).toEqual(['Old bookmark']);
    expect(rows.filter((r) => matchesFilters(r, { ...NO_FILTERS, status: 'completed' })).map((r) => r.title)).toEqual(['React hooks talk']);
    expect(rows.filter((r) => matchesFilters(r, { search: 'r', type: 'podcast', status: 'to-learn' })).map((r) => r.title)).toEqual([
      'Rust async podcast',
    ]);
  });

  it('lists only the types present, in catalogue order', () => {
    expect(typesPresent(rows)).toEqual(['article', 'book', 'video', 'podcast']);
    expect(typesPresent([])).toEqual([]);
  });

  it('groups into Reference & Study and Media & Articles, unknown types revisitable', () => {
    expect(tabCounts(rows)).toEqual({ all: 4, revisitable: 2, consumable: 2 });
    expect(inTab(resource('x', 'bookmark'), 'revisitable')).toBe(true);
    expect(inTab(resource('x', 'article'), 'consumable')).toBe(true);
    expect(inTab(resource('x', 'article'), 'all')).toBe(true);
  });

  it('knows when any filter is on', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, status: 'completed' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, search: ' a ' })).toBe(true);
  });
});

describe('the progress field', () => {
  it('clamps to 0-100, rounds, and turns anything else into 0', () => {
    expect(parseProgressInput('45')).toBe(45);
    expect(parseProgressInput('150')).toBe(100);
    expect(parseProgressInput('-20')).toBe(0);
    expect(parseProgressInput('33.6')).toBe(34);
    expect(parseProgressInput('abc')).toBe(0);
    expect(parseProgressInput('')).toBe(0);
  });
});
