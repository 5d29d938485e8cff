CREATE TABLE "review_logs" (
	"userId" integer NOT NULL,
	"id" bigint NOT NULL,
	"version" bigint NOT NULL,
	"deletedAt" text,
	"createdAt" text NOT NULL,
	"updatedAt" text NOT NULL,
	"entryId" bigint NOT NULL,
	"cardKey" text NOT NULL,
	"cardText" text NOT NULL,
	"rating" text NOT NULL,
	"reviewedAt" text NOT NULL,
	CONSTRAINT "review_logs_userId_id_pk" PRIMARY KEY("userId","id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reviewSettings" json;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_logs_user_created_idx" ON "review_logs" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "review_logs_user_version_idx" ON "review_logs" USING btree ("userId","version");--> statement-breakpoint
CREATE INDEX "review_logs_user_deleted_idx" ON "review_logs" USING btree ("userId","deletedAt");--> statement-breakpoint
CREATE INDEX "review_logs_user_entry_idx" ON "review_logs" USING btree ("userId","entryId","cardKey");