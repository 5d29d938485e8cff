/** This browser's push state for the settings: what it supports, and whether it is subscribed. */
import { useCallback, useEffect, useState } from 'react';
import { currentPushSubscription } from './push-subscription';
import { pushSupport, type PushSupport } from './push-support';

export interface PushState {
  support: PushSupport;
  /** undefined while it is being read. */
  subscribed: boolean | undefined;
  refresh: () => void;
}

export function usePushState(): PushState {
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  const refresh = useCallback(() => {
    setSupport(pushSupport());
    currentPushSubscription()
      .then((subscription) => setSubscribed(subscription !== null))
      .catch(() => setSubscribed(false));
  }, []);
  useEffect(refresh, [refresh]);
  return { support, subscribed, refresh };
}
