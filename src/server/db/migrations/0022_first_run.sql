ALTER TABLE "agent_versions" ADD COLUMN "opener" jsonb;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "fallback_message" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "starters" jsonb DEFAULT '[]'::jsonb NOT NULL;