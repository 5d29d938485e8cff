/** Resources: defaults, the group (`category`) from the type, `completedAt` from the status. */
import type { z } from 'zod';
import type { Resource, createResourceInputSchema, updateResourceInputSchema } from '../entities/resource.schema';
import { resourceGroup } from '../rules/resource-group';
import { completedAtFor, definedFields, type MutatorContext, type SyncColumns } from './mutator-context';

export type ResourceFields = Omit<Resource, SyncColumns>;
export type ResourceCreate = z.output<typeof createResourceInputSchema>;
export type ResourceChanges = Omit<z.output<typeof updateResourceInputSchema>, 'base'>;

/** An emptied web address is stored as null, so "has a link?" has one answer. */
const urlOrNull = (url: string | null | undefined) => (url === undefined ? undefined : url || null);

export function newResourceFields(input: ResourceCreate, ctx: MutatorContext): ResourceFields {
  const status = input.status ?? 'to-learn';
  return {
    title: input.title,
    type: input.type,
    url: urlOrNull(input.url) ?? null,
    description: input.description ?? null,
    status,
    progress: input.progress ?? 0,
    isPublic: input.isPublic ?? false,
    tags: input.tags ?? [],
    notes: input.notes ?? null,
    category: resourceGroup(input.type),
    completedAt: completedAtFor(null, status, ctx.now) ?? null,
  };
}

export function resourcePatch(current: Pick<Resource, 'status' | 'completedAt'>, changes: ResourceChanges, ctx: MutatorContext): Partial<ResourceFields> {
  const patch: Partial<ResourceFields> = definedFields({ ...changes, url: urlOrNull(changes.url) });
  if (patch.type !== undefined) patch.category = resourceGroup(patch.type);
  const completedAt = completedAtFor(current, patch.status, ctx.now);
  if (completedAt !== undefined) patch.completedAt = completedAt;
  return patch;
}
