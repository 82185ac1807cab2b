ALTER TABLE "agent_runs" ALTER COLUMN "cost" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "run_stats_daily" ADD COLUMN "unpriced_runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "run_stats_hourly" ADD COLUMN "unpriced_runs" integer DEFAULT 0 NOT NULL;