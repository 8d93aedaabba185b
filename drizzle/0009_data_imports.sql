CREATE TYPE "public"."link_review_state" AS ENUM('pending', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."loss_review" AS ENUM('pending', 'confirmed');--> statement-breakpoint
CREATE TABLE "link_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_key" text NOT NULL,
	"record_name" text NOT NULL,
	"candidate_ids" text[] NOT NULL,
	"reason" text NOT NULL,
	"state" "link_review_state" DEFAULT 'pending' NOT NULL,
	"project_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "token_contracts" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"checksum_address" text NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"decimals" integer,
	"website" text,
	"is_deprecated" boolean DEFAULT false NOT NULL,
	"logo" text,
	"project_id" text,
	"source" text NOT NULL,
	"licence" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "data_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "licence" text;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "licence" text;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "has_fix_review" boolean;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "licence" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "loss_text" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "loss_review" "loss_review";--> statement-breakpoint
ALTER TABLE "link_reviews" ADD CONSTRAINT "link_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_contracts" ADD CONSTRAINT "token_contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_reviews_record" ON "link_reviews" USING btree ("kind","record_key");--> statement-breakpoint
CREATE UNIQUE INDEX "token_contracts_key" ON "token_contracts" USING btree ("chain_id","address");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_import_key_unique" UNIQUE("import_key");