CREATE TABLE `rate_limit_hits` (
	`key` text PRIMARY KEY NOT NULL,
	`hits` integer NOT NULL,
	`resetAt` integer NOT NULL
);
