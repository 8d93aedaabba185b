CREATE TABLE "source_refreshes" (
	"source" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"last_refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gecko_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "market_source" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "market_as_of" date;--> statement-breakpoint
CREATE INDEX "projects_gecko_id" ON "projects" USING btree ("gecko_id");