/**
 * `{ ...a, ...b }` for the write path: one new object with the parts' properties, later parts
 * winning. Node 20's V8 adds each property that a second spread (or a key after a spread) brings
 * on a slow path, making a new hidden class every time; Object.assign does not.
 * Why: docs/decisions/017-server-write-path.md
 */
export function merged<A extends object, B extends object>(a: A, b: B): A & B;
export function merged<A extends object, B extends object, C extends object>(a: A, b: B, c: C): A & B & C;
export function merged(...parts: object[]): object {
  return Object.assign({}, ...parts);
}
