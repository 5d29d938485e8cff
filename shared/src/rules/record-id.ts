/**
 * A device-made record id (docs/sync-protocol.md, rule 1): `Date.now() * 1024 + random(0..1023)`, a
 * positive integer below 2^53, so records created offline can reference each other at once.
 */
export function makeRecordId(now: number = Date.now(), random: () => number = Math.random): number {
  return now * 1024 + Math.floor(random() * 1024);
}
