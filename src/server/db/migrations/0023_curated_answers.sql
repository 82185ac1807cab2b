CREATE TABLE "curated_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"question" text NOT NULL,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"folded_question" text NOT NULL,
	"lexemes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "curated_mode" varchar(8) DEFAULT 'reply' NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "curated_threshold" real;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "curated_operators_may_add" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "curated_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "curated_answers" ADD CONSTRAINT "curated_answers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curated_answers_agent_question_idx" ON "curated_answers" USING btree ("agent_id","folded_question");--> statement-breakpoint
CREATE INDEX "curated_answers_agent_created_idx" ON "curated_answers" USING btree ("agent_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "curated_answers_project_idx" ON "curated_answers" USING btree ("project_id");