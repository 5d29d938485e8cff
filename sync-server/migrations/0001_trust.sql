CREATE TABLE `daily_usage` (
	`userId` integer NOT NULL,
	`day` text NOT NULL,
	`timeZone` text NOT NULL,
	`journalEntries` integer DEFAULT 0 NOT NULL,
	`resources` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`userId`, `day`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `password_reset_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`tokenHash` text NOT NULL,
	`createdBy` text NOT NULL,
	`createdAt` text NOT NULL,
	`expiresAt` text NOT NULL,
	`usedAt` text,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_reset_tokens_hash_unique` ON `password_reset_tokens` (`tokenHash`);--> statement-breakpoint
CREATE INDEX `password_reset_tokens_user_idx` ON `password_reset_tokens` (`userId`);--> statement-breakpoint
CREATE TABLE `template_uses` (
	`userId` integer NOT NULL,
	`templateId` integer NOT NULL,
	`createdAt` text NOT NULL,
	PRIMARY KEY(`userId`, `templateId`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`templateId`) REFERENCES `premium_templates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `idempotency_keys` ADD `fingerprint` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `userId` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `sessions` ADD `userAgent` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `createdAt` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `lastSeenAt` text;--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`userId`);--> statement-breakpoint
DELETE FROM `sessions` WHERE NOT EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = json_extract(`sessions`.`sess`, '$.userId'));--> statement-breakpoint
UPDATE `sessions` SET `userId` = json_extract(`sess`, '$.userId');--> statement-breakpoint
INSERT INTO `daily_usage` (`userId`, `day`, `timeZone`, `journalEntries`, `resources`)
	SELECT `id`, `lastJournalEntryDate`, `timeZone`, `dailyJournalCount`, 0 FROM `users` WHERE `lastJournalEntryDate` IS NOT NULL;--> statement-breakpoint
INSERT INTO `daily_usage` (`userId`, `day`, `timeZone`, `journalEntries`, `resources`)
	SELECT `id`, `lastResourceEntryDate`, `timeZone`, 0, `dailyResourceCount` FROM `users` WHERE `lastResourceEntryDate` IS NOT NULL
	ON CONFLICT (`userId`, `day`) DO UPDATE SET `resources` = excluded.`resources`;