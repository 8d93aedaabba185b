ALTER TYPE "public"."correction_claim_kind" ADD VALUE 'fact';--> statement-breakpoint
ALTER TABLE "correction_requests" ADD COLUMN "withdrawn_value" text;