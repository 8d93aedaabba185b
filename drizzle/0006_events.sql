CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"visitor_id" text,
	"event_name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_name_time" ON "events" USING btree ("event_name","created_at");--> statement-breakpoint
CREATE INDEX "events_user" ON "events" USING btree ("user_id");