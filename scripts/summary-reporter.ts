import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line ("unit: N passed, N failed, N skipped") after a run, the format
 * CI reads to know tests really ran; Vitest's own summary is not in a format it recognises.
 */
export default class SummaryReporter implements Reporter {
  constructor(private readonly label = 'tests') {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      // A file that failed to load has no tests but must still count as a failure.
      if (testModule.state() === 'failed' && testModule.children.size === 0) failed += 1;
    }
    console.log(`\n${this.label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
