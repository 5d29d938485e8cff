/** The core learner journey in WebKit (the steps: engines/core-journey.ts). */
import { describe, it } from 'vitest';
import { launchWebKit } from './engines/webkit-driver';
import { useEngineJourney } from './engines/use-engine-journey';

const journey = useEngineJourney(launchWebKit);

describe('core journey in WebKit', () => {
  it('signs up, writes, reads, works offline, syncs, sees live edits, reviews and comes back', journey.run, 240_000);
});
