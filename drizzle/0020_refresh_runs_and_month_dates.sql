CREATE TABLE "source_refresh_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"records" integer NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"unmatched" integer NOT NULL,
	"scored" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"skipped" jsonb NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "date_precision" text DEFAULT 'day' NOT NULL;--> statement-breakpoint
CREATE INDEX "source_refresh_runs_source_time" ON "source_refresh_runs" USING btree ("source","finished_at");