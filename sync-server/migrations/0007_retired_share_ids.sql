CREATE TABLE `retired_share_ids` (
	`shareId` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A share address an entry gives up (tombstone, or its account deleted) is retired: never given to another entry.
CREATE TRIGGER `journal_entries_retire_share_id_on_update` AFTER UPDATE OF `shareId` ON `journal_entries`
WHEN OLD.`shareId` IS NOT NULL AND (NEW.`shareId` IS NULL OR NEW.`shareId` <> OLD.`shareId`)
BEGIN
	INSERT OR IGNORE INTO `retired_share_ids` (`shareId`) VALUES (OLD.`shareId`);
END;
--> statement-breakpoint
CREATE TRIGGER `journal_entries_retire_share_id_on_delete` AFTER DELETE ON `journal_entries`
WHEN OLD.`shareId` IS NOT NULL
BEGIN
	INSERT OR IGNORE INTO `retired_share_ids` (`shareId`) VALUES (OLD.`shareId`);
END;
