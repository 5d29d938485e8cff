/** The premium template calls (online only; the server answers 403 without Pro). */
import type { PremiumTemplate, TemplateCategoryId } from '@learnlog/shared';
import { premiumTemplateSchema, templatesResponseSchema } from '@learnlog/shared';
import { z } from 'zod';
import { apiJson, apiRequest } from '../../../lib/api-client';

export async function fetchTemplates(category?: TemplateCategoryId, signal?: AbortSignal) {
  const path = category ? `/api/templates/premium?category=${encodeURIComponent(category)}` : '/api/templates/premium';
  return templatesResponseSchema.parse(await apiJson<unknown>('GET', path, undefined, { signal }));
}

export async function searchTemplates(query: string, signal?: AbortSignal): Promise<PremiumTemplate[]> {
  const answer = await apiJson<unknown>('GET', `/api/templates/premium/search?q=${encodeURIComponent(query)}`, undefined, { signal });
  return z.array(premiumTemplateSchema).parse(answer);
}

export async function fetchFavoriteIds(signal?: AbortSignal): Promise<number[]> {
  const answer = await apiJson<{ templateId: number }[]>('GET', '/api/templates/favorites', undefined, { signal });
  return answer.map((f) => f.templateId);
}

export async function addFavorite(templateId: number): Promise<void> {
  await apiRequest('POST', '/api/templates/favorites', { templateId });
}

export async function removeFavorite(templateId: number): Promise<void> {
  await apiRequest('DELETE', `/api/templates/favorites/${templateId}`);
}

/** Counts one use and answers the template with its new usage count. */
export async function markTemplateUsed(templateId: number): Promise<PremiumTemplate> {
  return premiumTemplateSchema.parse(await apiJson<unknown>('POST', `/api/templates/${templateId}/use`));
}
