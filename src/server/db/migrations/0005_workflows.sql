CREATE TABLE "workflow_executions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"trigger_type" varchar(32) NOT NULL,
	"trigger_node_id" varchar(100),
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"graph" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"dedupe_key" varchar(200),
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"execution_id" uuid NOT NULL,
	"node_id" varchar(100) NOT NULL,
	"node_type" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"output" jsonb,
	"error" text,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "webhook_secret_enc" text;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "webhook_secret_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_execution_id_workflow_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."workflow_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_executions_workflow_started_idx" ON "workflow_executions" USING btree ("workflow_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_executions_dedupe_idx" ON "workflow_executions" USING btree ("workflow_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_steps_execution_node_idx" ON "workflow_steps" USING btree ("execution_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_webhook_hash_idx" ON "workflows" USING btree ("webhook_secret_hash");