ALTER TABLE "datasets" ADD COLUMN "embedding_target" varchar(255);--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "embedding_error" text;