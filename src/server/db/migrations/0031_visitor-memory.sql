CREATE TABLE "visitor_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"conversation_id" uuid,
	"sealed_fact" text NOT NULL,
	"category" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "memory" varchar(8) DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_facts" ADD CONSTRAINT "visitor_facts_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_facts" ADD CONSTRAINT "visitor_facts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_facts" ADD CONSTRAINT "visitor_facts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_facts" ADD CONSTRAINT "visitor_facts_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_facts_visitor_idx" ON "visitor_facts" USING btree ("visitor_id","updated_at");--> statement-breakpoint
CREATE INDEX "visitor_facts_agent_updated_idx" ON "visitor_facts" USING btree ("agent_id","updated_at");