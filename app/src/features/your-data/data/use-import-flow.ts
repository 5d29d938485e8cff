/** The import's steps on screen: choose → read and check → preview → send → sync → summary. */
import { useCallback, useState } from 'react';
import { isImportError, type ImportResult } from '@learnlog/shared';
import { useDatabase, useSyncEngine } from '../../../sync/sync-context';
import { useUsage } from '../../access';
import { useSignedInUser } from '../../auth';
import { importAllowance } from './import-allowance';
import type { ImportPreview } from './import-to-device';

// The zip and YAML readers load only when a learner imports.
const loadImport = () => import('./import-to-device');

export type ImportStep =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; preview: ImportPreview; problem?: string }
  | { step: 'sending'; preview: ImportPreview; fraction: number }
  | { step: 'syncing'; preview: ImportPreview }
  | { step: 'done'; result: ImportResult }
  | { step: 'failed'; message: string };

const readProblem = (error: unknown, fileName: string) =>
  isImportError(error) ? error.message : `${fileName}: could not be read (${error instanceof Error ? error.message : 'unknown error'})`;

export function useImportFlow() {
  const db = useDatabase();
  const engine = useSyncEngine();
  const [state, setState] = useState<ImportStep>({ step: 'idle' });
  // Today's usage (last known figures offline) and plan, for the preview's refusal.
  const { usage } = useUsage();
  const user = useSignedInUser();

  const choose = useCallback(
    async (file: File) => {
      setState({ step: 'reading', fileName: file.name });
      try {
        const { previewImportFile } = await loadImport();
        const allowance = await importAllowance(db, usage, user, new Date());
        setState({ step: 'preview', preview: await previewImportFile(db, file, allowance) });
      } catch (error) {
        setState({ step: 'failed', message: readProblem(error, file.name) });
      }
    },
    [db, usage, user],
  );

  const confirm = useCallback(
    async (preview: ImportPreview) => {
      setState({ step: 'sending', preview, fraction: 0 });
      // This device's queued records go first, so the server counts them as already here.
      await engine.syncNow().catch(() => undefined);
      try {
        const { uploadImport } = await loadImport();
        const result = await uploadImport(preview, (fraction) => setState({ step: 'sending', preview, fraction }));
        setState({ step: 'syncing', preview });
        await engine.syncNow().catch(() => undefined);
        setState({ step: 'done', result });
      } catch (error) {
        // Nothing was written (one transaction): the checked file stays ready for another try.
        setState({ step: 'preview', preview, problem: error instanceof Error ? error.message : String(error) });
      }
    },
    [engine],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, choose, confirm, reset };
}
