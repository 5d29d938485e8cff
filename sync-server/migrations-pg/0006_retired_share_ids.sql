CREATE TABLE "retired_share_ids" (
	"shareId" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- A share address an entry gives up (tombstone, or its account deleted) is retired: never given to another entry.
CREATE FUNCTION "retire_share_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."shareId" IS NOT NULL AND (TG_OP = 'DELETE' OR NEW."shareId" IS DISTINCT FROM OLD."shareId") THEN
		INSERT INTO "retired_share_ids" ("shareId") VALUES (OLD."shareId") ON CONFLICT DO NOTHING;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_retire_share_id" AFTER UPDATE OF "shareId" OR DELETE ON "journal_entries"
FOR EACH ROW EXECUTE FUNCTION "retire_share_id"();
