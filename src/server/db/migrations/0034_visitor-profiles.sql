CREATE TABLE "visitor_channel_ids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"channel" varchar(16) NOT NULL,
	"external_id" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "visitors_project_identity_idx";--> statement-breakpoint
DROP INDEX "visitors_project_last_seen_idx";--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "kind" varchar(16) DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "phone" varchar(32);--> statement-breakpoint
ALTER TABLE "visitor_channel_ids" ADD CONSTRAINT "visitor_channel_ids_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_channel_ids" ADD CONSTRAINT "visitor_channel_ids_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_channel_ids_identity_idx" ON "visitor_channel_ids" USING btree ("project_id","channel","external_id");--> statement-breakpoint
CREATE INDEX "visitor_channel_ids_visitor_idx" ON "visitor_channel_ids" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "visitor_channel_ids_search_idx" ON "visitor_channel_ids" USING btree ("project_id",lower("external_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "visitors_project_name_idx" ON "visitors" USING btree ("project_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "visitors_project_email_idx" ON "visitors" USING btree ("project_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "visitors_project_external_idx" ON "visitors" USING btree ("project_id",lower("external_id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "visitors_project_phone_idx" ON "visitors" USING btree ("project_id","phone") WHERE "visitors"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_project_identity_idx" ON "visitors" USING btree ("project_id","kind","verified","external_id");--> statement-breakpoint
CREATE INDEX "visitors_project_last_seen_idx" ON "visitors" USING btree ("project_id","last_seen_at","id");