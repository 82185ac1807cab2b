CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(32) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"dataset_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "vector_chunks_item_idx";--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "chunk_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "crawl_root_id" uuid;--> statement-breakpoint
ALTER TABLE "vector_chunks" ADD COLUMN "dataset_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "vector_chunks" ADD COLUMN "token_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vector_chunks" ADD COLUMN "search_vector" "tsvector" NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_dataset_idx" ON "jobs" USING btree ("dataset_id");--> statement-breakpoint
ALTER TABLE "vector_chunks" ADD CONSTRAINT "vector_chunks_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_items_dataset_url_idx" ON "data_items" USING btree ("dataset_id","source") WHERE "data_items"."type" = 'url';--> statement-breakpoint
CREATE INDEX "data_items_crawl_root_idx" ON "data_items" USING btree ("crawl_root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vector_chunks_item_chunk_idx" ON "vector_chunks" USING btree ("data_item_id","chunk_index");--> statement-breakpoint
CREATE INDEX "vector_chunks_dataset_idx" ON "vector_chunks" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "vector_chunks_search_idx" ON "vector_chunks" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "vector_chunks" DROP COLUMN "embedding";