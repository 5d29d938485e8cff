CREATE TABLE `photos` (
	`userId` integer NOT NULL,
	`hash` text NOT NULL,
	`data` text NOT NULL,
	`createdAt` text NOT NULL,
	PRIMARY KEY(`userId`, `hash`),
	FOREIGN KEY (`userId`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
