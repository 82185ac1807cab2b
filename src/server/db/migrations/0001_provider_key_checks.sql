ALTER TABLE "api_keys" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "last_checked_at" timestamp with time zone;