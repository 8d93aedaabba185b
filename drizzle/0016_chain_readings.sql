CREATE TYPE "public"."alert_kind" AS ENUM('incident', 'onchain_change');--> statement-breakpoint
CREATE TABLE "contract_readings" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"last_read" jsonb,
	"last_read_block" bigint,
	"last_attempt" jsonb NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_readings_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
ALTER TABLE "security_alerts" ADD COLUMN "kind" "alert_kind" DEFAULT 'incident' NOT NULL;