import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@learnlog/shared';
import { CURRENT_USER_QUERY_KEY } from '../../auth';
import { useDatabase } from '../../../sync/sync-context';
import { completeOnboarding } from './complete-onboarding';

/**
 * Complete Setup and Skip Setup: the flag is queued on the device first, then the signed-in user
 * is updated in place (so the app agrees at once, even offline). In that order, because the
 * device's cached user is refreshed from the signed-in user, and completeOnboarding queues
 * nothing once the cached user already says "done".
 */
export function useFinishOnboarding(): () => Promise<void> {
  const db = useDatabase();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await completeOnboarding(db);
    } catch (error) {
      console.error('LearnLog could not save that onboarding is done', error);
      return;
    }
    queryClient.setQueryData<User | null>(CURRENT_USER_QUERY_KEY, (user) => (user ? { ...user, onboardingCompleted: true } : user));
  }, [db, queryClient]);
}
