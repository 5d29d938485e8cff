/**
 * POST /api/share-settings: the share page switch, bio and username. Online only (not synced):
 * the server checks that a username is free, and answers with the updated user.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShareSettingsInput, User } from '@learnlog/shared';
import { apiJson } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '../../auth';

function saveShareSettings(input: ShareSettingsInput): Promise<User> {
  return apiJson<User>('POST', '/api/share-settings', input);
}

export function useSaveShareSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShareSettings,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
