CREATE TYPE "public"."project_source" AS ENUM('demo', 'synthetic', 'import');--> statement-breakpoint
CREATE TYPE "public"."signal_state" AS ENUM('measured', 'not_available', 'stale');--> statement-breakpoint
CREATE TYPE "public"."alert_state" AS ENUM('reported', 'confirmed', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."audit_status" AS ENUM('requested', 'in_progress', 'completed');--> statement-breakpoint
CREATE TYPE "public"."finding_severity" AS ENUM('critical', 'major', 'medium', 'minor', 'informational');--> statement-breakpoint
CREATE TYPE "public"."finding_state" AS ENUM('resolved', 'acknowledged', 'open');--> statement-breakpoint
CREATE TYPE "public"."monitoring_ranking_kind" AS ENUM('caller', 'event', 'function_call');--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"link_text" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"project_id" text,
	"visitor_id" text,
	"user_id" text,
	"referrer" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"project_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"ticker" text NOT NULL,
	"chain" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "project_votes" (
	"project_id" text NOT NULL,
	"voter_key" text NOT NULL,
	"is_safe" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_votes_project_id_voter_key_pk" PRIMARY KEY("project_id","voter_key")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text,
	"twitter" text,
	"github" text,
	"category" text NOT NULL,
	"chains" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"launched_on" date,
	"market_cap_usd" double precision,
	"price_usd" double precision,
	"market_cap_rank" integer,
	"source" "project_source" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_scores" (
	"project_id" text PRIMARY KEY NOT NULL,
	"score" double precision,
	"tier" text,
	"coverage" double precision NOT NULL,
	"confidence" text NOT NULL,
	"categories" jsonb NOT NULL,
	"methodology_version" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"rank" integer,
	"percentile" double precision,
	"change_24h" double precision
);
--> statement-breakpoint
CREATE TABLE "score_history" (
	"project_id" text NOT NULL,
	"day" date NOT NULL,
	"score" double precision,
	"tier" text,
	"coverage" double precision NOT NULL,
	"category_scores" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"methodology_version" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "score_history_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"project_id" text NOT NULL,
	"key" text NOT NULL,
	"value" double precision,
	"measured_at" timestamp with time zone,
	"evidence_url" text,
	"source" text NOT NULL,
	"state" "signal_state" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signals_project_id_key_pk" PRIMARY KEY("project_id","key")
);
--> statement-breakpoint
CREATE TABLE "audit_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_id" integer NOT NULL,
	"title" text NOT NULL,
	"severity" "finding_severity" NOT NULL,
	"state" "finding_state" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_key" text NOT NULL,
	"project_id" text,
	"project_name" text NOT NULL,
	"auditor" text NOT NULL,
	"status" "audit_status" NOT NULL,
	"requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"report_url" text,
	"source" text NOT NULL,
	CONSTRAINT "audits_external_key_unique" UNIQUE("external_key")
);
--> statement-breakpoint
CREATE TABLE "security_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_key" text NOT NULL,
	"project_id" text,
	"project_name" text NOT NULL,
	"type" text NOT NULL,
	"classification" text,
	"chains" text[] NOT NULL,
	"loss_usd" double precision,
	"returned_usd" double precision,
	"occurred_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source_url" text,
	"state" "alert_state" NOT NULL,
	"reporter_email" text,
	"reporter_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_alerts_external_key_unique" UNIQUE("external_key")
);
--> statement-breakpoint
CREATE TABLE "monitored_wallets" (
	"address" text NOT NULL,
	"protocol" text NOT NULL,
	"label" text NOT NULL,
	"balance_usd" double precision NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monitored_wallets_address_protocol_pk" PRIMARY KEY("address","protocol")
);
--> statement-breakpoint
CREATE TABLE "monitoring_metrics" (
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monitoring_metrics_project_id_name_pk" PRIMARY KEY("project_id","name")
);
--> statement-breakpoint
CREATE TABLE "monitoring_rankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"kind" "monitoring_ranking_kind" NOT NULL,
	"label" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privileged_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"chain" text NOT NULL,
	"label" text NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privileged_functions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"name" text NOT NULL,
	"signature" text NOT NULL,
	"last_called_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privileged_transactions" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"function_name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_activity" (
	"project_id" text NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "social_activity_project_id_type_day_pk" PRIMARY KEY("project_id","type","day")
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_searches" ADD CONSTRAINT "project_searches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tokens" ADD CONSTRAINT "project_tokens_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_votes" ADD CONSTRAINT "project_votes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_scores" ADD CONSTRAINT "project_scores_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_history" ADD CONSTRAINT "score_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD CONSTRAINT "security_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_metrics" ADD CONSTRAINT "monitoring_metrics_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_rankings" ADD CONSTRAINT "monitoring_rankings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileged_addresses" ADD CONSTRAINT "privileged_addresses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileged_functions" ADD CONSTRAINT "privileged_functions_address_privileged_addresses_address_fk" FOREIGN KEY ("address") REFERENCES "public"."privileged_addresses"("address") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privileged_transactions" ADD CONSTRAINT "privileged_transactions_address_privileged_addresses_address_fk" FOREIGN KEY ("address") REFERENCES "public"."privileged_addresses"("address") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_activity" ADD CONSTRAINT "social_activity_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_project_time" ON "page_views" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_searches_project_time" ON "project_searches" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_tokens_project_position" ON "project_tokens" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_tokens_ticker_trgm" ON "project_tokens" USING gin ("ticker" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "project_tokens_address" ON "project_tokens" USING btree ("address");--> statement-breakpoint
CREATE INDEX "projects_name_trgm" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_category" ON "projects" USING btree ("category");--> statement-breakpoint
CREATE INDEX "project_scores_rank" ON "project_scores" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "audit_findings_audit" ON "audit_findings" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audits_project" ON "audits" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "audits_status_completed" ON "audits" USING btree ("status","completed_at");--> statement-breakpoint
CREATE INDEX "security_alerts_state_time" ON "security_alerts" USING btree ("state","occurred_at");--> statement-breakpoint
CREATE INDEX "security_alerts_project" ON "security_alerts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "monitoring_rankings_project_kind" ON "monitoring_rankings" USING btree ("project_id","kind","count");--> statement-breakpoint
CREATE INDEX "privileged_addresses_project" ON "privileged_addresses" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "privileged_functions_address" ON "privileged_functions" USING btree ("address");--> statement-breakpoint
CREATE INDEX "privileged_transactions_address_time" ON "privileged_transactions" USING btree ("address","occurred_at");