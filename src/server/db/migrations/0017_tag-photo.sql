ALTER TABLE "tags" ADD COLUMN "photo_key" text;--> statement-breakpoint
-- Expand for the rollover: the release before the photo still runs beside this one and releases tags
-- from their family (delete, account deletion) without knowing photo_key. A tag that loses its owner
-- loses its photo too, so a bracelet back in stock never carries another family's child.
CREATE FUNCTION "tags_photo_leaves_with_family"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."user_id" IS NULL AND OLD."user_id" IS NOT NULL THEN
    NEW."photo_key" := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tags_photo_leaves_with_family" BEFORE UPDATE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "tags_photo_leaves_with_family"();
