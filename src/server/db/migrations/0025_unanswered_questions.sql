CREATE TABLE "unanswered_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"question" text NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unanswered_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"group_id" uuid,
	"run_id" uuid NOT NULL,
	"conversation_id" uuid,
	"channel" varchar(20) NOT NULL,
	"question" text NOT NULL,
	"reason" varchar(20) NOT NULL,
	"asked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unanswered_groups" ADD CONSTRAINT "unanswered_groups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unanswered_questions" ADD CONSTRAINT "unanswered_questions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unanswered_questions" ADD CONSTRAINT "unanswered_questions_group_id_unanswered_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."unanswered_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unanswered_groups_agent_status_idx" ON "unanswered_groups" USING btree ("agent_id","status");--> statement-breakpoint
CREATE INDEX "unanswered_groups_project_status_idx" ON "unanswered_groups" USING btree ("project_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "unanswered_questions_run_idx" ON "unanswered_questions" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "unanswered_questions_group_asked_idx" ON "unanswered_questions" USING btree ("group_id","asked_at");--> statement-breakpoint
CREATE INDEX "unanswered_questions_pending_idx" ON "unanswered_questions" USING btree ("agent_id","asked_at") WHERE "unanswered_questions"."group_id" is null;