/** How resource statuses and types read on screen (core spec 2 and 4). */
import { RESOURCE_STATUSES, RESOURCE_TYPES, type ResourceStatus, type ResourceType } from '@learnlog/shared';

export const STATUS_LABELS: Record<ResourceStatus, string> = {
  'to-learn': 'To Learn',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export const TYPE_LABELS: Record<ResourceType, string> = {
  article: 'Article',
  book: 'Book',
  course: 'Course',
  video: 'Video',
  podcast: 'Podcast',
  documentation: 'Documentation',
};

export const STATUS_OPTIONS = RESOURCE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const TYPE_OPTIONS = RESOURCE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
