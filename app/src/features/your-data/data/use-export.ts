/** Export everything: builds the zip on the device with progress, then hands it to the browser's download. */
import { useCallback, useState } from 'react';
import type { ExportProgress } from '@learnlog/shared';
import { useOnline } from '../../../sync/use-sync-state';
import { useDatabase } from '../../../sync/sync-context';

export type ExportState =
  | { step: 'idle' }
  | { step: 'building'; progress: ExportProgress }
  | { step: 'done'; fileName: string; omitted: string[] }
  | { step: 'failed'; message: string };

export function useExport() {
  const db = useDatabase();
  const online = useOnline();
  const [state, setState] = useState<ExportState>({ step: 'idle' });

  const start = useCallback(async () => {
    setState({ step: 'building', progress: { done: 0, total: 1 } });
    try {
      // The zip and YAML code loads only when a learner exports.
      const { downloadFile, exportFromDevice } = await import('./export-from-device');
      const file = await exportFromDevice(db, online, (progress) => setState({ step: 'building', progress }));
      downloadFile(file.blob, file.fileName);
      setState({ step: 'done', fileName: file.fileName, omitted: file.omitted });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : 'The export could not be made.' });
    }
  }, [db, online]);

  return { state, start };
}
