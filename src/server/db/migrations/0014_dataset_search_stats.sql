CREATE TABLE "dataset_lexemes" (
	"dataset_id" uuid NOT NULL,
	"lexeme" text NOT NULL,
	"chunks" integer NOT NULL,
	CONSTRAINT "dataset_lexemes_dataset_id_lexeme_pk" PRIMARY KEY("dataset_id","lexeme")
);
--> statement-breakpoint
CREATE TABLE "dataset_text_stats" (
	"dataset_id" uuid NOT NULL,
	"language" varchar(16) NOT NULL,
	"chunks" integer NOT NULL,
	"tokens" bigint NOT NULL,
	CONSTRAINT "dataset_text_stats_dataset_id_language_pk" PRIMARY KEY("dataset_id","language")
);
--> statement-breakpoint
ALTER TABLE "dataset_lexemes" ADD CONSTRAINT "dataset_lexemes_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_text_stats" ADD CONSTRAINT "dataset_text_stats_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "dataset_lexemes" ("dataset_id", "lexeme", "chunks")
  SELECT c."dataset_id", u.lexeme, count(*)::int FROM "vector_chunks" c, unnest(c."search_vector") u GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "dataset_text_stats" ("dataset_id", "language", "chunks", "tokens")
  SELECT "dataset_id", coalesce("metadata"->>'language', 'english'), count(*)::int, sum("token_count") FROM "vector_chunks" GROUP BY 1, 2;
--> statement-breakpoint
-- Rows are upserted in (dataset, lexeme) order, so concurrent ingestions lock them in the same
-- order and cannot deadlock. Chunks of a dataset being deleted are skipped (its statistics go too).
CREATE FUNCTION "vector_chunks_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text;
  sign int;
BEGIN
  FOREACH source IN ARRAY CASE TG_OP WHEN 'INSERT' THEN ARRAY['new_rows'] WHEN 'DELETE' THEN ARRAY['old_rows'] ELSE ARRAY['old_rows', 'new_rows'] END LOOP
    sign := CASE source WHEN 'old_rows' THEN -1 ELSE 1 END;
    EXECUTE format($q$
      INSERT INTO dataset_lexemes (dataset_id, lexeme, chunks)
      SELECT r.dataset_id, u.lexeme, %s * count(*)::int
      FROM %I r JOIN datasets d ON d.id = r.dataset_id, unnest(r.search_vector) u
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (dataset_id, lexeme) DO UPDATE SET chunks = dataset_lexemes.chunks + excluded.chunks$q$, sign, source);
    EXECUTE format($q$
      INSERT INTO dataset_text_stats (dataset_id, language, chunks, tokens)
      SELECT r.dataset_id, coalesce(r.metadata->>'language', 'english'), %s * count(*)::int, %s * sum(r.token_count)
      FROM %I r JOIN datasets d ON d.id = r.dataset_id
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (dataset_id, language) DO UPDATE SET chunks = dataset_text_stats.chunks + excluded.chunks, tokens = dataset_text_stats.tokens + excluded.tokens$q$, sign, sign, source);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vector_chunks_stats_insert" AFTER INSERT ON "vector_chunks" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vector_chunks_stats"();
--> statement-breakpoint
CREATE TRIGGER "vector_chunks_stats_delete" AFTER DELETE ON "vector_chunks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "vector_chunks_stats"();
--> statement-breakpoint
CREATE TRIGGER "vector_chunks_stats_update" AFTER UPDATE ON "vector_chunks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "vector_chunks_stats"();
