DROP INDEX "project_tokens_address";--> statement-breakpoint
CREATE INDEX "page_views_time" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "project_searches_time" ON "project_searches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "project_tokens_ticker_prefix" ON "project_tokens" USING btree (lower("ticker") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "projects_name_prefix" ON "projects" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "project_tokens_address" ON "project_tokens" USING btree (lower("address"));