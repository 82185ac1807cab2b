CREATE TABLE "visitor_summaries" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"visitor_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"source" varchar(16) NOT NULL,
	"model" varchar(100),
	"tokens_in" integer DEFAULT 0 NOT NULL,
	"tokens_out" integer DEFAULT 0 NOT NULL,
	"cost" numeric(10, 6),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "context_recall_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_summaries" ADD CONSTRAINT "visitor_summaries_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_summaries" ADD CONSTRAINT "visitor_summaries_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_summaries" ADD CONSTRAINT "visitor_summaries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visitor_summaries_visitor_agent_idx" ON "visitor_summaries" USING btree ("visitor_id","agent_id","created_at");