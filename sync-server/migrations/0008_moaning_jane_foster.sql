CREATE TABLE `saved_searches` (
	`userId` integer NOT NULL,
	`id` integer NOT NULL,
	`version` integer NOT NULL,
	`deletedAt` text,
	`createdAt` text NOT NULL,
	`updatedAt` text NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`userId`, `id`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_created_idx` ON `saved_searches` (`userId`,`createdAt`);--> statement-breakpoint
CREATE INDEX `saved_searches_user_version_idx` ON `saved_searches` (`userId`,`version`);--> statement-breakpoint
CREATE INDEX `saved_searches_user_deleted_idx` ON `saved_searches` (`userId`,`deletedAt`);