CREATE TABLE "channel_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_id" uuid NOT NULL,
	"channel" varchar(16) NOT NULL,
	"provider_message_id" varchar(128) NOT NULL,
	"sender" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"body" text,
	"run_id" uuid,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "channel_configs_phone_idx";--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "route_key" varchar(64);--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "secrets_enc" text;--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "secret_hint" varchar(32);--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "verify_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "channel_configs" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_messages" ADD CONSTRAINT "channel_messages_config_id_channel_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."channel_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_messages" ADD CONSTRAINT "channel_messages_run_id_agent_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_messages_provider_idx" ON "channel_messages" USING btree ("channel","provider_message_id");--> statement-breakpoint
CREATE INDEX "channel_messages_created_idx" ON "channel_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_configs_route_idx" ON "channel_configs" USING btree ("channel","route_key");--> statement-breakpoint
CREATE INDEX "channel_configs_verify_idx" ON "channel_configs" USING btree ("verify_hash");--> statement-breakpoint
ALTER TABLE "channel_configs" DROP COLUMN "phone_number";--> statement-breakpoint
ALTER TABLE "channel_configs" DROP COLUMN "api_key_enc";--> statement-breakpoint
ALTER TABLE "channel_configs" DROP COLUMN "api_key_hint";