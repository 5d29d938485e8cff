/** The shared mutators of every synced kind by name, read from the registry (for code that handles every kind alike). */
import { SYNCED_KINDS, SYNCED_TABLES, type SyncedMutators, type SyncedTable } from '../registry';

export const SYNCED_MUTATORS = Object.fromEntries(SYNCED_TABLES.map((name) => [name, SYNCED_KINDS[name].mutators])) as Record<SyncedTable, SyncedMutators>;
