ALTER TABLE "channel_messages" ALTER COLUMN "sender" SET DATA TYPE varchar(128);--> statement-breakpoint
ALTER TABLE "channel_messages" ADD COLUMN "meta" jsonb;