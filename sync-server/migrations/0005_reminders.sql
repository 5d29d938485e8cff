CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`userId` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`createdAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_user_endpoint_unique` ON `push_subscriptions` (`userId`,`endpoint`);--> statement-breakpoint
CREATE TABLE `reminder_claims` (
	`userId` integer NOT NULL,
	`kind` text NOT NULL,
	`day` text NOT NULL,
	`ref` text NOT NULL,
	`claimedAt` text NOT NULL,
	PRIMARY KEY(`userId`, `kind`, `day`, `ref`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_claims_claimed_idx` ON `reminder_claims` (`claimedAt`);--> statement-breakpoint
CREATE TABLE `reminder_settings` (
	`userId` integer PRIMARY KEY NOT NULL,
	`writeAt` text,
	`reviewsDue` integer NOT NULL,
	`goalDeadlines` integer NOT NULL,
	`quietFrom` text,
	`quietTo` text,
	`updatedAt` text NOT NULL,
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `server_keys` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`createdAt` text NOT NULL
);
