ALTER TABLE "jobs" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_group_idx" ON "jobs" USING btree ("group_key","seq") WHERE group_key is not null and status in ('queued', 'running');