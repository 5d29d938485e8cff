import { importedResourceSchema } from '../data-transfer/export-document';
import { RESOURCE_TEXT_FIELDS, createResourceInputSchema, resourceSchema, updateResourceInputSchema } from '../entities/resource.schema';
import { newResourceFields, resourcePatch, type ResourceChanges, type ResourceCreate } from '../mutators/resource.mutators';
import { defineKind } from './define-kind';

export const resourcesKind = defineKind({
  name: 'resources',
  noun: 'resource',
  path: '/api/resources',
  rowSchema: resourceSchema,
  createSchema: createResourceInputSchema,
  updateSchema: updateResourceInputSchema,
  mutators: {
    create: (input, ctx) => newResourceFields(input as ResourceCreate, ctx),
    update: (current, changes, ctx) => resourcePatch(current as Parameters<typeof resourcePatch>[0], changes as ResourceChanges, ctx),
  },
  textFields: RESOURCE_TEXT_FIELDS,
  idFields: {},
  deviceStore: 'resources',
  deviceIndexes: 'id, createdAt, updatedAt, status, *tags',
  exportShape: { key: 'resources', importSchema: importedResourceSchema, ownRules: true },
  mutations: {},
});
