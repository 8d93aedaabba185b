CREATE TABLE "project_score_categories" (
	"project_id" text PRIMARY KEY NOT NULL,
	"categories" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_score_categories" ADD CONSTRAINT "project_score_categories_project_id_project_scores_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_scores"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each score's breakdown moves to a table of its own: the day's ranking rewrites every project_scores row, and
-- each carried about 4 KB of categories (1.5 KB compressed). lz4 compresses and expands them several times
-- faster than the default pglz; a server built without it (the embedded database) keeps the default.
DO $$ BEGIN
  ALTER TABLE "project_score_categories" ALTER COLUMN "categories" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN NULL;
END $$;--> statement-breakpoint
INSERT INTO "project_score_categories" ("project_id", "categories") SELECT "project_id", "categories"::json FROM "project_scores";--> statement-breakpoint
ALTER TABLE "project_scores" DROP COLUMN "categories";