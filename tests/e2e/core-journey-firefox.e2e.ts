/** The core learner journey in Firefox (the steps: engines/core-journey.ts). */
import { describe, it } from 'vitest';
import { launchFirefox } from './engines/firefox-driver';
import { useEngineJourney } from './engines/use-engine-journey';

const journey = useEngineJourney(launchFirefox);

describe('core journey in Firefox', () => {
  it('signs up, writes, reads, works offline, syncs, sees live edits, reviews and comes back', journey.run, 240_000);
});
