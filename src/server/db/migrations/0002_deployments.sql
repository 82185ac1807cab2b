CREATE TABLE "channel_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"channel" varchar(16) NOT NULL,
	"phone_number" varchar(32),
	"api_key_enc" text,
	"api_key_hint" varchar(32),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_configs" ADD CONSTRAINT "channel_configs_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_configs_agent_channel_idx" ON "channel_configs" USING btree ("agent_id","channel");--> statement-breakpoint
CREATE INDEX "channel_configs_phone_idx" ON "channel_configs" USING btree ("channel","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_platform_hash_idx" ON "api_keys" USING btree ("key_hash") WHERE "api_keys"."provider" = 'platform';