CREATE TABLE "dataset_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dataset_id" uuid NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "last_modified" text;--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "gone_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_items" ADD COLUMN "last_sync_id" uuid;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "sync_schedule" varchar(8) DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "next_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dataset_syncs" ADD CONSTRAINT "dataset_syncs_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_syncs_dataset_idx" ON "dataset_syncs" USING btree ("dataset_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dataset_syncs_one_active_idx" ON "dataset_syncs" USING btree ("dataset_id") WHERE "dataset_syncs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "datasets_next_sync_idx" ON "datasets" USING btree ("next_sync_at") WHERE "datasets"."next_sync_at" is not null;