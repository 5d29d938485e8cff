CREATE TABLE `review_logs` (
	`userId` integer NOT NULL,
	`id` integer NOT NULL,
	`version` integer NOT NULL,
	`deletedAt` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	`entryId` integer NOT NULL,
	`cardKey` text NOT NULL,
	`cardText` text NOT NULL,
	`rating` text NOT NULL,
	`reviewedAt` text NOT NULL,
	PRIMARY KEY(`userId`, `id`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_logs_user_created_idx` ON `review_logs` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `review_logs_user_version_idx` ON `review_logs` (`userId`,`version`);--> statement-breakpoint
CREATE INDEX `review_logs_user_deleted_idx` ON `review_logs` (`userId`,`deletedAt`);--> statement-breakpoint
CREATE INDEX `review_logs_user_entry_idx` ON `review_logs` (`userId`,`entryId`,`cardKey`);--> statement-breakpoint
ALTER TABLE `users` ADD `reviewSettings` text;