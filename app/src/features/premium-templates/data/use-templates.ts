/**
 * The templates screen's data. The catalogue and favourites come from the server when it answers
 * and from the device's copy (template-cache.ts) when there is no network, so a Pro learner can
 * browse and start from a template offline. Favouriting needs the server.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PremiumTemplate, TemplateCategory } from '@learnlog/shared';
import { isNetworkError } from '../../../lib/api-client';
import { addFavorite, fetchFavoriteIds, fetchTemplates, removeFavorite, searchTemplates } from './template-api';
import { readCachedCatalogue, saveCachedFavorites, saveCatalogue } from './template-cache';
import { isSearchQuery } from './template-filters';

export interface TemplateCatalogue {
  templates: PremiumTemplate[];
  categories: TemplateCategory[];
  /** True when the server could not be reached and this is the device's copy. */
  fromDevice: boolean;
}

const CATALOGUE_KEY = ['/api/templates/premium'] as const;
const FAVORITES_KEY = ['/api/templates/favorites'] as const;

export function useTemplateCatalogue(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...CATALOGUE_KEY, userId],
    queryFn: async ({ signal }): Promise<TemplateCatalogue> => {
      try {
        const { templates, categories } = await fetchTemplates(undefined, signal);
        saveCatalogue(userId, templates, categories);
        return { templates, categories, fromDevice: false };
      } catch (error) {
        const cached = isNetworkError(error) ? readCachedCatalogue(userId) : null;
        if (!cached) throw error;
        return { templates: cached.templates, categories: cached.categories, fromDevice: true };
      }
    },
    enabled,
    // Usage counts change as learners start from templates: fresh on every visit.
    staleTime: 0,
    // Offline the browser would pause the call; it must run so the device's copy is used.
    networkMode: 'always',
  });
}

export function useFavoriteIds(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...FAVORITES_KEY, userId],
    queryFn: async ({ signal }): Promise<number[]> => {
      try {
        const ids = await fetchFavoriteIds(signal);
        saveCachedFavorites(userId, ids);
        return ids;
      } catch (error) {
        const cached = isNetworkError(error) ? readCachedCatalogue(userId) : null;
        if (!cached) throw error;
        return cached.favorites;
      }
    },
    enabled,
    networkMode: 'always',
  });
}

/** The server's search; only asked past the minimum length, and only online. */
export function useTemplateSearch(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: ['/api/templates/premium/search', q],
    queryFn: ({ signal }) => searchTemplates(q, signal),
    enabled: enabled && isSearchQuery(q),
  });
}

/** Toggles a favourite at once on screen; undone with a message when the server refuses. */
export function useToggleFavorite(userId: number) {
  const queryClient = useQueryClient();
  const key = [...FAVORITES_KEY, userId];
  return useMutation({
    mutationFn: ({ templateId, favorite }: { templateId: number; favorite: boolean }) =>
      favorite ? addFavorite(templateId) : removeFavorite(templateId),
    onMutate: async ({ templateId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key) ?? [];
      const after = favorite ? [...before.filter((id) => id !== templateId), templateId] : before.filter((id) => id !== templateId);
      queryClient.setQueryData(key, after);
      return { before };
    },
    onSuccess: () => {
      saveCachedFavorites(userId, queryClient.getQueryData<number[]>(key) ?? []);
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(key, context.before);
      toast.error('Could not update your favorites', { description: 'Check your connection and try again.' });
    },
  });
}
