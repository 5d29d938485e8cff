/**
 * The premium template catalogue kept on the device, so a Pro learner can browse templates and
 * start an entry from one while offline. The Dexie schema is the sync layer's (and templates are
 * not synced records), so the last list the server gave is kept in localStorage under a per-user
 * key: the catalogue is a few dozen short markdown texts, well within its quota.
 */
import { z } from 'zod';
import { premiumTemplateSchema, templateCategorySchema, type PremiumTemplate, type TemplateCategory } from '@learnlog/shared';
import { readStoredJson, writeStoredJson } from '../../../lib/stored-json';

const cachedCatalogueSchema = z.object({
  templates: z.array(premiumTemplateSchema),
  categories: z.array(templateCategorySchema),
  favorites: z.array(z.number()).default([]),
  savedAt: z.string(),
});
export type CachedCatalogue = z.infer<typeof cachedCatalogueSchema>;

const storageKey = (userId: number) => `learnlog:templates:${userId}`;

export function readCachedCatalogue(userId: number): CachedCatalogue | null {
  return readStoredJson(storageKey(userId), cachedCatalogueSchema);
}

function writeCachedCatalogue(userId: number, catalogue: CachedCatalogue): void {
  writeStoredJson(storageKey(userId), catalogue);
}

/** Saves the full catalogue (every category) as the server just gave it. */
export function saveCatalogue(userId: number, templates: PremiumTemplate[], categories: TemplateCategory[]): void {
  const previous = readCachedCatalogue(userId);
  writeCachedCatalogue(userId, { templates, categories, favorites: previous?.favorites ?? [], savedAt: new Date().toISOString() });
}

export function saveCachedFavorites(userId: number, favorites: number[]): void {
  const previous = readCachedCatalogue(userId);
  if (!previous) return;
  writeCachedCatalogue(userId, { ...previous, favorites });
}

/** Replaces one template (e.g. its new usage count) when the catalogue is cached. */
export function updateCachedTemplate(userId: number, template: PremiumTemplate): void {
  const previous = readCachedCatalogue(userId);
  if (!previous) return;
  const templates = previous.templates.map((t) => (t.id === template.id ? template : t));
  writeCachedCatalogue(userId, { ...previous, templates });
}

export function findCachedTemplate(userId: number, templateId: number): PremiumTemplate | undefined {
  return readCachedCatalogue(userId)?.templates.find((t) => t.id === templateId);
}
