import { RESOURCE_TYPES, type ResourceCategory, type ResourceType } from '../entities/resource.schema';

const CONSUMABLE: readonly string[] = ['video', 'podcast', 'article'];

/** An unknown type displays as article (core spec 3). */
export function displayResourceType(type: string): ResourceType {
  return (RESOURCE_TYPES as readonly string[]).includes(type) ? (type as ResourceType) : 'article';
}

/**
 * revisitable = book, course, documentation ('Reference & Study'); consumable = video, podcast,
 * article ('Media & Articles'). An unknown type falls in the revisitable group (core spec 3).
 */
export function resourceGroup(type: string): ResourceCategory {
  return CONSUMABLE.includes(type) ? 'consumable' : 'revisitable';
}

export const RESOURCE_GROUP_LABELS: Record<ResourceCategory, string> = {
  revisitable: 'Reference & Study',
  consumable: 'Media & Articles',
};
