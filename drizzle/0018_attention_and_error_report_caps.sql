DROP INDEX "project_searches_once_a_day";--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "project_searches" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_reports" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "error_reports_fingerprint" ON "error_reports" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "error_reports_last_seen" ON "error_reports" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_searches_once_a_day" ON "project_searches" USING btree ("project_id","address_key","day");