CREATE TABLE "saved_searches" (
	"userId" integer NOT NULL,
	"id" bigint NOT NULL,
	"version" bigint NOT NULL,
	"deletedAt" text,
	"createdAt" text NOT NULL,
	"updatedAt" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "saved_searches_userId_id_pk" PRIMARY KEY("userId","id")
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("userId","createdAt");--> statement-breakpoint
CREATE INDEX "saved_searches_user_version_idx" ON "saved_searches" USING btree ("userId","version");--> statement-breakpoint
CREATE INDEX "saved_searches_user_deleted_idx" ON "saved_searches" USING btree ("userId","deletedAt");