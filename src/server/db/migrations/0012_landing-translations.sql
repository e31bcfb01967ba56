CREATE TABLE "landing_translations" (
	"language" text NOT NULL,
	"text_key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_translations_language_text_key_pk" PRIMARY KEY("language","text_key")
);
