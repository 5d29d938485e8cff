export * from './constants';
export * from './messages';

export * from './entities/fields';
export * from './entities/sync-fields';
export * from './entities/user.schema';
export * from './entities/account-security.schema';
export * from './entities/journal-entry.schema';
export * from './entities/resource.schema';
export * from './entities/learning-goal.schema';
export * from './entities/learn-plan.schema';
export * from './entities/review-log.schema';
export * from './entities/saved-search.schema';
export * from './entities/journal-prompt.schema';
export * from './entities/feedback.schema';
export * from './entities/ai-summary.schema';
export * from './entities/template.schema';
export * from './entities/payment.schema';
export * from './entities/reminders.schema';

export * from './api/responses.schema';
export * from './api/sync.schema';
export * from './api/sync-headers';
export * from './api/error-body';
export * from './api/sync-push.schema';

export * from './plans/catalogue';
export * from './plans/access';
export * from './plans/storefront';

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
export * from './rules/password-strength';
export * from './rules/wiki-links';
export * from './rules/reminder-times';

export * from './data-transfer';
export * from './rules/resource-type-guess';
export * from './rules/share-target';
export * from './rules/photo-scaling';
export * from './rules/photo-references';

export * from './mutators/mutator-context';
export * from './mutators/journal-entry.mutators';
export * from './mutators/resource.mutators';
export * from './mutators/learning-goal.mutators';
export * from './mutators/learn-plan.mutators';
export * from './mutators/review-log.mutators';
export * from './mutators/saved-search.mutators';
export * from './mutators/synced-mutators';

export * from './review';

export * from './registry';
