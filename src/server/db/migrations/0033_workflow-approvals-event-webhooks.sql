CREATE TABLE "event_webhooks" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret_enc" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_status" varchar(16),
	"last_status_code" integer,
	"last_error" text,
	"last_event" varchar(40),
	"last_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tool_approvals" ADD COLUMN "execution_id" uuid;--> statement-breakpoint
ALTER TABLE "tool_approvals" ADD COLUMN "node_id" varchar(100);--> statement-breakpoint
ALTER TABLE "event_webhooks" ADD CONSTRAINT "event_webhooks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_approvals" ADD CONSTRAINT "tool_approvals_execution_id_workflow_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."workflow_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_approvals_execution_node_idx" ON "tool_approvals" USING btree ("execution_id","node_id");