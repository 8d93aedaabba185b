ALTER TABLE "audits" ADD COLUMN "link_confidence" text;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "link_reason" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "link_confidence" text;--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "link_reason" text;