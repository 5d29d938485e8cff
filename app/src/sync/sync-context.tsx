/**
 * Makes the signed-in learner's device session (database + sync engine) available to the data
 * hooks. The shell renders `<SyncProvider session={session}>` around the signed-in screens.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { LearnLogDatabase } from '../db/database';
import type { DeviceSession } from './device-session';
import type { SyncEngine } from './sync-engine';

const SessionContext = createContext<Pick<DeviceSession, 'db' | 'engine'> | null>(null);

export function SyncProvider({ session, children }: { session: Pick<DeviceSession, 'db' | 'engine'>; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

function useSession(): Pick<DeviceSession, 'db' | 'engine'> {
  const session = useContext(SessionContext);
  if (!session) throw new Error('LearnLog data hooks need <SyncProvider> (a signed-in learner)');
  return session;
}

export function useDatabase(): LearnLogDatabase {
  return useSession().db;
}

export function useSyncEngine(): SyncEngine {
  return useSession().engine;
}
