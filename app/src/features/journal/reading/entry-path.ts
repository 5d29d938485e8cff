/** The reading view's address of an entry (its own, so it can be reopened, offline too). */
export const entryPath = (id: number) => `/journal/entry/${id}`;

/** The route's `:id` as a record id, or null when it is not one. */
export function entryIdParam(value: string | undefined): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
