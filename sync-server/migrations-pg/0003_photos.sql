CREATE TABLE "photos" (
	"userId" integer NOT NULL,
	"hash" text NOT NULL,
	"data" text NOT NULL,
	"createdAt" text NOT NULL,
	CONSTRAINT "photos_userId_hash_pk" PRIMARY KEY("userId","hash")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;