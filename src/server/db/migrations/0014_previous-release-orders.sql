-- Expand for the rollover (CONTRIBUTING "Migrations"): the release before issue 32 still runs beside
-- this one during a rolling upgrade. It creates orders without unit_amount (NOT NULL since 0013) and
-- marks captured ones 'completed' (now 'paid'). This trigger fills in what it leaves out, so its
-- checkout keeps working and its orders read like ours. Contract: drop it in the release after.
CREATE FUNCTION "orders_from_previous_release"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."unit_amount" IS NULL THEN
    NEW."unit_amount" := NEW."amount";
  END IF;
  IF NEW."status" = 'completed' THEN
    NEW."status" := 'paid';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_from_previous_release" BEFORE INSERT OR UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_from_previous_release"();
