import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEMPLATE_CATEGORIES, premiumTemplateSchema } from '@learnlog/shared';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { premiumTemplates } from '../db/schema';
import { SEED_TEMPLATES } from './templates';
import { md } from './templates/define';
import { seedTemplates } from './templates.seed';

describe('the built-in template catalogue', () => {
  it('has at least 50 templates, at least 5 in each of the seven categories', () => {
    expect(SEED_TEMPLATES.length).toBeGreaterThanOrEqual(50);
    for (const category of TEMPLATE_CATEGORIES) {
      expect(SEED_TEMPLATES.filter((t) => t.category === category.id).length, category.id).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every template a unique title, a description, tags and markdown with headings and prompts', () => {
    expect(new Set(SEED_TEMPLATES.map((t) => t.title)).size).toBe(SEED_TEMPLATES.length);
    for (const t of SEED_TEMPLATES) {
      expect(t.description.length, t.title).toBeGreaterThan(20);
      expect(t.tags.length, t.title).toBeGreaterThan(0);
      expect(t.template.startsWith('## '), t.title).toBe(true);
      expect(t.template.match(/^## /gm)?.length ?? 0, t.title).toBeGreaterThanOrEqual(3);
      // Prompts to fill in: italic guidance or a fill-in pattern under the headings.
      expect(/_[^_\n]+_|\*\*\[/.test(t.template), t.title).toBe(true);
      // Written indented in the code, stored without the indentation.
      expect(t.template.split('\n').some((line) => line.startsWith(' ')), t.title).toBe(false);
    }
  });

  it('writes markdown without the code\'s indentation', () => {
    expect(md`
      ## Heading
        indented once

      _prompt_
    `).toBe('## Heading\n  indented once\n\n_prompt_');
  });
});

describe('seedTemplates', () => {
  let database: OpenedDatabase;
  beforeEach(() => {
    database = openDatabase(':memory:');
  });
  afterEach(() => database.close());

  it('inserts the catalogue once; running it again changes nothing', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    expect(seedTemplates(database.db, now)).toEqual({ inserted: SEED_TEMPLATES.length, updated: 0 });
    expect(seedTemplates(database.db, now)).toEqual({ inserted: 0, updated: 0 });
    const rows = database.db.select().from(premiumTemplates).all();
    expect(rows).toHaveLength(SEED_TEMPLATES.length);
    for (const row of rows) expect(premiumTemplateSchema.safeParse(row).success).toBe(true);
  });

  it('matches by title: refreshes an edited template\'s text but keeps its usage count', () => {
    const now = new Date('2026-03-20T12:00:00Z');
    seedTemplates(database.db, now);
    const title = SEED_TEMPLATES[0]?.title ?? '';
    database.db.update(premiumTemplates).set({ template: 'old text', usageCount: 7 }).where(eq(premiumTemplates.title, title)).run();

    expect(seedTemplates(database.db, now)).toEqual({ inserted: 0, updated: 1 });
    const row = database.db.select().from(premiumTemplates).where(eq(premiumTemplates.title, title)).get();
    expect(row).toMatchObject({ template: SEED_TEMPLATES[0]?.template, usageCount: 7 });
  });
});
