CREATE TABLE `ai_summaries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`summaryType` text NOT NULL,
	`dateRange` text NOT NULL,
	`keyInsights` text DEFAULT '[]' NOT NULL,
	`recurringThemes` text DEFAULT '[]' NOT NULL,
	`reflectionPrompt` text NOT NULL,
	`entriesAnalyzed` integer DEFAULT 0 NOT NULL,
	`source` text DEFAULT 'ai' NOT NULL,
	`isRead` integer DEFAULT false NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ai_summaries_user_created_idx` ON `ai_summaries` (`userId`,`createdAt`);--> statement-breakpoint
CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer,
	`type` text NOT NULL,
	`subject` text,
	`message` text NOT NULL,
	`email` text,
	`url` text,
	`currentPage` text,
	`userAgent` text,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `feedback_created_idx` ON `feedback` (`createdAt`);--> statement-breakpoint
CREATE TABLE `idempotency_keys` (
	`userId` integer NOT NULL,
	`key` text NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`status` integer NOT NULL,
	`body` text,
	`createdAt` text NOT NULL,
	PRIMARY KEY(`userId`, `key`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`createdAt`);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`userId` integer NOT NULL,
	`id` integer NOT NULL,
	`version` integer NOT NULL,
	`deletedAt` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`keyLearning` text,
	`questions` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`linkedResources` text DEFAULT '[]' NOT NULL,
	`linkedGoals` text DEFAULT '[]' NOT NULL,
	`goalProgress` integer DEFAULT 0 NOT NULL,
	`photos` text DEFAULT '[]' NOT NULL,
	`isFavorite` integer DEFAULT false NOT NULL,
	`readTime` integer,
	`shareId` text,
	`isPublic` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`userId`, `id`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_entries_user_created_idx` ON `journal_entries` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `journal_entries_user_version_idx` ON `journal_entries` (`userId`,`version`);--> statement-breakpoint
CREATE INDEX `journal_entries_user_deleted_idx` ON `journal_entries` (`userId`,`deletedAt`);--> statement-breakpoint
CREATE UNIQUE INDEX `journal_entries_share_id_unique` ON `journal_entries` (`shareId`);--> statement-breakpoint
CREATE TABLE `journal_prompts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer,
	`title` text NOT NULL,
	`prompt` text NOT NULL,
	`isDefault` integer DEFAULT false NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `journal_prompts_user_idx` ON `journal_prompts` (`userId`);--> statement-breakpoint
CREATE TABLE `learn_plan_milestones` (
	`userId` integer NOT NULL,
	`planId` integer NOT NULL,
	`id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`targetDate` text,
	`isCompleted` integer DEFAULT false NOT NULL,
	`completedAt` text,
	`order` integer DEFAULT 0 NOT NULL,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	PRIMARY KEY(`userId`, `planId`, `id`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`userId`,`planId`) REFERENCES `learn_plans`(`userId`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `learn_plans` (
	`userId` integer NOT NULL,
	`id` integer NOT NULL,
	`version` integer NOT NULL,
	`deletedAt` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	`title` text NOT NULL,
	`goal` text NOT NULL,
	`description` text,
	`targetDate` text,
	`linkedResourceIds` text DEFAULT '[]' NOT NULL,
	`linkedJournalEntryIds` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	PRIMARY KEY(`userId`, `id`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learn_plans_user_created_idx` ON `learn_plans` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `learn_plans_user_version_idx` ON `learn_plans` (`userId`,`version`);--> statement-breakpoint
CREATE INDEX `learn_plans_user_deleted_idx` ON `learn_plans` (`userId`,`deletedAt`);--> statement-breakpoint
CREATE TABLE `learning_goals` (
	`userId` integer NOT NULL,
	`id` integer NOT NULL,
	`version` integer NOT NULL,
	`deletedAt` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`targetDate` text,
	`status` text DEFAULT 'active' NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`linkedJournalEntries` text DEFAULT '[]' NOT NULL,
	`linkedResources` text DEFAULT '[]' NOT NULL,
	`milestones` text DEFAULT '[]' NOT NULL,
	`completedMilestones` text DEFAULT '[]' NOT NULL,
	`completedAt` text,
	PRIMARY KEY(`userId`, `id`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `learning_goals_user_created_idx` ON `learning_goals` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `learning_goals_user_version_idx` ON `learning_goals` (`userId`,`version`);--> statement-breakpoint
CREATE INDEX `learning_goals_user_deleted_idx` ON `learning_goals` (`userId`,`deletedAt`);--> statement-breakpoint
CREATE TABLE `lifetime_purchases` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`planType` text NOT NULL,
	`price` integer NOT NULL,
	`stripeSessionId` text,
	`stripePaymentIntentId` text,
	`purchaseDate` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lifetime_purchases_user_idx` ON `lifetime_purchases` (`userId`);--> statement-breakpoint
CREATE INDEX `lifetime_purchases_plan_idx` ON `lifetime_purchases` (`planType`);--> statement-breakpoint
CREATE UNIQUE INDEX `lifetime_purchases_payment_intent_unique` ON `lifetime_purchases` (`stripePaymentIntentId`);--> statement-breakpoint
CREATE TABLE `premium_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`template` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`usageCount` integer DEFAULT 0 NOT NULL,
	`isActive` integer DEFAULT true NOT NULL,
	`createdAt` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `premium_templates_category_idx` ON `premium_templates` (`category`);--> statement-breakpoint
CREATE TABLE `resources` (
	`userId` integer NOT NULL,
	`id` integer NOT NULL,
	`version` integer NOT NULL,
	`deletedAt` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`url` text,
	`description` text,
	`status` text DEFAULT 'to-learn' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`completedAt` text,
	`notes` text,
	`shareId` text,
	`isPublic` integer DEFAULT false NOT NULL,
	`category` text DEFAULT 'revisitable' NOT NULL,
	PRIMARY KEY(`userId`, `id`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `resources_user_created_idx` ON `resources` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `resources_user_version_idx` ON `resources` (`userId`,`version`);--> statement-breakpoint
CREATE INDEX `resources_user_deleted_idx` ON `resources` (`userId`,`deletedAt`);--> statement-breakpoint
CREATE UNIQUE INDEX `resources_share_id_unique` ON `resources` (`shareId`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `sync_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`prunedVersion` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_ai_preferences` (
	`userId` integer PRIMARY KEY NOT NULL,
	`summaryFrequency` text DEFAULT 'weekly' NOT NULL,
	`preferredDay` text,
	`emailNotifications` integer DEFAULT true NOT NULL,
	`lastSummaryDate` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_favorite_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`templateId` integer NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`templateId`) REFERENCES `premium_templates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_favorite_templates_user_template_unique` ON `user_favorite_templates` (`userId`,`templateId`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`passwordHash` text NOT NULL,
	`firstName` text,
	`lastName` text,
	`username` text NOT NULL,
	`profileImageUrl` text,
	`onboardingCompleted` integer DEFAULT false NOT NULL,
	`timeZone` text DEFAULT 'UTC' NOT NULL,
	`subscriptionType` text DEFAULT 'seeker' NOT NULL,
	`subscriptionStatus` text DEFAULT 'active' NOT NULL,
	`subscriptionStartDate` text,
	`subscriptionEndDate` text,
	`lastJournalEntryDate` text,
	`dailyJournalCount` integer DEFAULT 0 NOT NULL,
	`lastResourceEntryDate` text,
	`dailyResourceCount` integer DEFAULT 0 NOT NULL,
	`trialStartedAt` text,
	`lifetimeAccess` integer DEFAULT false NOT NULL,
	`stripeCustomerId` text,
	`stripePaymentIntentId` text,
	`stripeSubscriptionId` text,
	`isAdmin` integer DEFAULT false NOT NULL,
	`sharePageEnabled` integer DEFAULT false NOT NULL,
	`sharePageBio` text,
	`twitterHandle` text,
	`linkedinProfile` text,
	`facebookProfile` text,
	`instagramHandle` text,
	`youtubeChannel` text,
	`githubHandle` text,
	`websiteUrl` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_stripe_customer_idx` ON `users` (`stripeCustomerId`);