import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TEMPLATE_CATEGORIES, premiumTemplateSchema } from '@learnlog/shared';
import { openDatabase } from '../db/client';
import type { Database } from '../db/database';
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

  it('gives every template a unique title, a description, tags and markdown with headings and prompts', async () => {
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

  it('writes markdown without the code\'s indentation', async () => {
    expect(md`
      ## Heading
        indented once

      _prompt_
    `).toBe('## Heading\n  indented once\n\n_prompt_');
  });
});

describe('seedTemplates', () => {
  let database: Database;
  beforeEach(async () => {
    // A database with no seeds yet (the test server's would already have them).
    database = await openDatabase({ file: ':memory:' });
  });
  afterEach(() => database.close());
  const premiumTemplates = () => database.t.premiumTemplates;

  it('inserts the catalogue once; running it again changes nothing', async () => {
    const now = new Date('2026-03-20T12:00:00Z');
    expect(await seedTemplates(database, now)).toEqual({ inserted: SEED_TEMPLATES.length, updated: 0 });
    expect(await seedTemplates(database, now)).toEqual({ inserted: 0, updated: 0 });
    const rows = (await database.q.select().from(premiumTemplates()));
    expect(rows).toHaveLength(SEED_TEMPLATES.length);
    for (const row of rows) expect(premiumTemplateSchema.safeParse(row).success).toBe(true);
  });

  it('matches by title: refreshes an edited template\'s text but keeps its usage count', async () => {
    const now = new Date('2026-03-20T12:00:00Z');
    await seedTemplates(database, now);
    const title = SEED_TEMPLATES[0]?.title ?? '';
    await database.q.update(premiumTemplates()).set({ template: 'old text', usageCount: 7 }).where(eq(premiumTemplates().title, title));

    expect(await seedTemplates(database, now)).toEqual({ inserted: 0, updated: 1 });
    const row = (await database.q.select().from(premiumTemplates()).where(eq(premiumTemplates().title, title)))[0];
    expect(row).toMatchObject({ template: SEED_TEMPLATES[0]?.template, usageCount: 7 });
  });
});
