/** Premium templates: the catalogue, search, favourites and usage counts. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_SEARCH_MIN_LENGTH,
  premiumTemplateSchema,
  type PremiumTemplate,
  type TemplateCategory,
  type TemplateCategoryId,
} from '@learnlog/shared';
import { first, type Queries, type Tables } from '../db/database';

type TemplateRow = Tables['premiumTemplates']['$inferSelect'];

const toTemplate = (row: TemplateRow): PremiumTemplate => premiumTemplateSchema.parse(row);

async function activeTemplates(db: Queries, category?: TemplateCategoryId): Promise<TemplateRow[]> {
  const { premiumTemplates: t } = db.t;
  const where = category ? and(eq(t.isActive, true), eq(t.category, category)) : eq(t.isActive, true);
  return db.q.select().from(t).where(where).orderBy(asc(t.id));
}

/** Every category of the shared list, in its order, with the count of active templates (0 included). */
async function templateCategories(db: Queries): Promise<TemplateCategory[]> {
  const { premiumTemplates: t } = db.t;
  const rows = await db.q.select({ category: t.category, count: count() }).from(t).where(eq(t.isActive, true)).groupBy(t.category);
  const counts = new Map(rows.map((r) => [r.category, r.count]));
  return TEMPLATE_CATEGORIES.map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id) ?? 0 }));
}

export async function listTemplates(db: Queries, category?: TemplateCategoryId): Promise<{ templates: PremiumTemplate[]; categories: TemplateCategory[] }> {
  return { templates: (await activeTemplates(db, category)).map(toTemplate), categories: await templateCategories(db) };
}

/**
 * Case-insensitive match on title, description or a tag. Queries shorter than the spec's minimum
 * answer nothing (the screen only searches past 2 characters). The catalogue is a few dozen
 * rows, so matching in memory keeps Unicode case folding right where SQL's LIKE would not.
 */
export async function searchTemplates(db: Queries, query: string): Promise<PremiumTemplate[]> {
  const q = query.trim().toLocaleLowerCase();
  if (q.length < TEMPLATE_SEARCH_MIN_LENGTH) return [];
  const matches = (text: string) => text.toLocaleLowerCase().includes(q);
  return (await activeTemplates(db)).filter((t) => matches(t.title) || matches(t.description) || t.tags.some(matches)).map(toTemplate);
}

export async function findActiveTemplate(db: Queries, id: number): Promise<TemplateRow | undefined> {
  const { premiumTemplates: t } = db.t;
  return first(await db.q.select().from(t).where(and(eq(t.id, id), eq(t.isActive, true))));
}

export async function listFavorites(db: Queries, userId: number): Promise<{ templateId: number }[]> {
  const { userFavoriteTemplates: f } = db.t;
  return db.q.select({ templateId: f.templateId }).from(f).where(eq(f.userId, userId)).orderBy(asc(f.createdAt), asc(f.id));
}

/** Adds a favourite; adding one that is already there changes nothing. */
export async function addFavorite(tx: Queries, userId: number, templateId: number, now: Date): Promise<{ templateId: number }> {
  const { userFavoriteTemplates: f } = tx.t;
  await tx.q
    .insert(f)
    .values({ userId, templateId, createdAt: now.toISOString() })
    .onConflictDoNothing({ target: [f.userId, f.templateId] });
  return { templateId };
}

/** Removes a favourite; removing one that is not there is a success too (a replayed delete). */
export async function removeFavorite(tx: Queries, userId: number, templateId: number): Promise<void> {
  const { userFavoriteTemplates: f } = tx.t;
  await tx.q.delete(f).where(and(eq(f.userId, userId), eq(f.templateId, templateId)));
}

/**
 * Counts a learner's use of a template (they started an entry from it): once per learner, so the
 * usage count says how many learners used it, and using it again changes nothing.
 */
export async function useTemplate(tx: Queries, userId: number, id: number, now: Date): Promise<PremiumTemplate | undefined> {
  const template = await findActiveTemplate(tx, id);
  if (!template) return undefined;
  const { templateUses, premiumTemplates: t } = tx.t;
  const firstUse = (await tx.q.insert(templateUses).values({ userId, templateId: id, createdAt: now.toISOString() }).onConflictDoNothing().returning({ userId: templateUses.userId })).length === 1;
  if (!firstUse) return toTemplate(template);
  const row = first(
    await tx.q
      .update(t)
      .set({ usageCount: sql`${t.usageCount} + 1` })
      .where(eq(t.id, id))
      .returning(),
  );
  return row ? toTemplate(row) : undefined;
}
