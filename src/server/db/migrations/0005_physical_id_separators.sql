-- Decision 015: a physical id is stored as its letters and digits only. A row whose normalised form
-- another row has, or would get too (the same chip entered twice), keeps its form: look-ups try a
-- number exactly as typed first, so its chip's URL still finds it.
WITH "normalised" AS (
	SELECT "id", upper(regexp_replace("physical_id", '[ :-]', '', 'g')) AS "physical_id"
	FROM "tags"
	WHERE "physical_id" IS NOT NULL
)
UPDATE "tags" SET "physical_id" = "n"."physical_id"
FROM "normalised" "n"
WHERE "tags"."id" = "n"."id"
	AND "tags"."physical_id" <> "n"."physical_id"
	AND "n"."physical_id" <> ''
	AND (SELECT count(*) FROM "normalised" "o" WHERE "o"."physical_id" = "n"."physical_id") = 1;
