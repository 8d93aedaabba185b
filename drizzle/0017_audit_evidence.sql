ALTER TABLE "projects" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "finding_counts" jsonb;--> statement-breakpoint
CREATE INDEX "audits_auditor" ON "audits" USING btree ("auditor");