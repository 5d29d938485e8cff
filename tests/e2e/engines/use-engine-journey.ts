/** One engine's browser, the test server and the network switch for a journey test file. */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { runCoreJourney } from './core-journey';
import { EnginePage, type EngineDriver } from './engine-page';
import { startNetworkSwitch, type NetworkSwitch } from './network-switch';

export type LaunchEngine = (width: number, height: number) => Promise<EngineDriver>;

export function useEngineJourney(launch: LaunchEngine): { run: () => Promise<void> } {
  let server: RunningServer | undefined;
  let network: NetworkSwitch | undefined;
  let driver: EngineDriver | undefined;

  beforeAll(async () => {
    server = await startServer();
    network = await startNetworkSwitch(server.baseUrl);
    driver = await launch(1280, 800);
  }, 60_000);

  afterAll(async () => {
    await driver?.close();
    await network?.close();
    await server?.stop();
  });

  return {
    async run() {
      if (!server || !network || !driver) throw new Error('the journey is not set up');
      await runCoreJourney({
        page: new EnginePage(driver, network.baseUrl),
        server,
        network,
        shotsDir: process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'learnlog-journey-shots'),
      });
    },
  };
}
