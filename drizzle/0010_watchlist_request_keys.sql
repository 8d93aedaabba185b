ALTER TABLE "watchlists" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "watchlists_user_request_key" ON "watchlists" USING btree ("user_id","request_key");