ALTER TABLE "project_scores" ADD COLUMN "rescore_after" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "project_scores_rescore_after" ON "project_scores" USING btree ("rescore_after");--> statement-breakpoint
CREATE INDEX "signals_updated_at" ON "signals" USING btree ("updated_at");