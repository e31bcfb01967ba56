CREATE TABLE "tag_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag_id" uuid NOT NULL,
	"user_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_changes_action" CHECK ("tag_changes"."action" in ('edited', 'lostOn', 'lostOff', 'pinRenewed', 'alertsChanged', 'guardianJoined', 'guardianLeft', 'guardianRemoved', 'handedOver', 'moved', 'deactivated', 'photoChanged'))
);
--> statement-breakpoint
CREATE TABLE "tag_guardians" (
	"tag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_guardians_tag_id_user_id_pk" PRIMARY KEY("tag_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tag_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	CONSTRAINT "tag_invitations_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "tag_changes" ADD CONSTRAINT "tag_changes_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_changes" ADD CONSTRAINT "tag_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_guardians" ADD CONSTRAINT "tag_guardians_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_guardians" ADD CONSTRAINT "tag_guardians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_invitations" ADD CONSTRAINT "tag_invitations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_invitations" ADD CONSTRAINT "tag_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_invitations" ADD CONSTRAINT "tag_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tag_changes_tag_id_created_at_idx" ON "tag_changes" USING btree ("tag_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tag_guardians_user_id_idx" ON "tag_guardians" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tag_invitations_tag_id_idx" ON "tag_invitations" USING btree ("tag_id","email");--> statement-breakpoint
-- Expand for the rollover: the release before co-guardians still runs beside this one and releases tags
-- from their family (delete back to stock, account deletion) without knowing these tables. A tag that
-- loses its owner loses its guardians and open invitations too, so a bracelet back in stock is never
-- seen by another family's guardian. (A hand-over changes the owner, never to null: untouched.)
CREATE FUNCTION "tags_guardians_leave_with_family"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tag_guardians" WHERE "tag_id" = NEW."id";
  DELETE FROM "tag_invitations" WHERE "tag_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tags_guardians_leave_with_family" AFTER UPDATE OF "user_id" ON "tags"
  FOR EACH ROW WHEN (OLD."user_id" IS NOT NULL AND NEW."user_id" IS NULL)
  EXECUTE FUNCTION "tags_guardians_leave_with_family"();
