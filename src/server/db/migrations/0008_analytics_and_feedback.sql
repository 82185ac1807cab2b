CREATE TABLE "run_stats_daily" (
	"day" timestamp with time zone NOT NULL,
	"agent_id" uuid NOT NULL,
	"channel" varchar(16) NOT NULL,
	"model" varchar(100) NOT NULL,
	"is_test" boolean NOT NULL,
	"runs" integer NOT NULL,
	"completed" integer NOT NULL,
	"errors" integer NOT NULL,
	"latency_sum" bigint NOT NULL,
	"latency_count" integer NOT NULL,
	"latency_buckets" integer[] NOT NULL,
	"tokens_in" bigint NOT NULL,
	"tokens_out" bigint NOT NULL,
	"cost" numeric(16, 6) NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "run_stats_daily_agent_id_day_channel_model_is_test_pk" PRIMARY KEY("agent_id","day","channel","model","is_test")
);
--> statement-breakpoint
CREATE TABLE "run_stats_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"agent_id" uuid NOT NULL,
	"channel" varchar(16) NOT NULL,
	"model" varchar(100) NOT NULL,
	"is_test" boolean NOT NULL,
	"runs" integer NOT NULL,
	"completed" integer NOT NULL,
	"errors" integer NOT NULL,
	"latency_sum" bigint NOT NULL,
	"latency_count" integer NOT NULL,
	"latency_buckets" integer[] NOT NULL,
	"tokens_in" bigint NOT NULL,
	"tokens_out" bigint NOT NULL,
	"cost" numeric(16, 6) NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "run_stats_hourly_agent_id_hour_channel_model_is_test_pk" PRIMARY KEY("agent_id","hour","channel","model","is_test")
);
--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "model" varchar(100);--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "rating" varchar(4);--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "run_stats_daily" ADD CONSTRAINT "run_stats_daily_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_stats_hourly" ADD CONSTRAINT "run_stats_hourly_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_runs_rated_idx" ON "agent_runs" USING btree ("agent_id","created_at","rating","is_test") WHERE "agent_runs"."rating" is not null;--> statement-breakpoint
CREATE INDEX "conversations_agent_started_idx" ON "conversations" USING btree ("agent_id","started_at","channel","is_test");