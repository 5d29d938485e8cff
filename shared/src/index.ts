export * from './constants';
export * from './messages';

export * from './entities/fields';
export * from './entities/sync-fields';
export * from './entities/user.schema';
export * from './entities/journal-entry.schema';
export * from './entities/resource.schema';
export * from './entities/learning-goal.schema';
export * from './entities/learn-plan.schema';
export * from './entities/journal-prompt.schema';
export * from './entities/feedback.schema';
export * from './entities/ai-summary.schema';
export * from './entities/template.schema';
export * from './entities/payment.schema';

export * from './api/responses.schema';
export * from './api/sync.schema';
export * from './api/sync-headers';

export * from './plans/catalogue';
export * from './plans/access';

export * from './rules/read-time';
export * from './rules/tags';
export * from './rules/days';
export * from './rules/streak';
export * from './rules/stats';
export * from './rules/resource-group';
export * from './rules/popular-tags';
export * from './rules/markdown-text';
export * from './rules/share-preview';
export * from './rules/text-conflict';
export * from './rules/record-id';
export * from './rules/learn-plan-progress';
export * from './rules/goal-overdue';
