ALTER TABLE "agent_versions" ADD COLUMN "failing_cases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN "published_despite_failures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_versions" ADD COLUMN "activated_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_versions" ADD CONSTRAINT "agent_versions_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;