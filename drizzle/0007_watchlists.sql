CREATE TYPE "public"."watchlist_mark_reason" AS ENUM('security_alert', 'score_drop');--> statement-breakpoint
CREATE TABLE "watchlist_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"reason" "watchlist_mark_reason" NOT NULL,
	"source_key" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"projects" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watchlist_marks" ADD CONSTRAINT "watchlist_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_marks" ADD CONSTRAINT "watchlist_marks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlists" ADD CONSTRAINT "watchlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_marks_source" ON "watchlist_marks" USING btree ("user_id","project_id","reason","source_key");--> statement-breakpoint
CREATE INDEX "watchlist_marks_user_time" ON "watchlist_marks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlists_user_name_lower" ON "watchlists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "watchlists_user_created" ON "watchlists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "watchlists_projects" ON "watchlists" USING gin ("projects");