CREATE TABLE "source_refreshes" (
	"source" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"last_refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_searches" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "project_searches" ADD COLUMN "day" text;--> statement-breakpoint
ALTER TABLE "project_votes" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gecko_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "market_source" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "market_as_of" date;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "reference_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "attack_tx_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "impersonation_log" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "project_searches_once_a_day" ON "project_searches" USING btree ("project_id","visitor_id","day");--> statement-breakpoint
CREATE INDEX "projects_gecko_id" ON "projects" USING btree ("gecko_id");--> statement-breakpoint
CREATE INDEX "impersonation_sessions_user" ON "impersonation_sessions" USING btree ("user_id");