CREATE TABLE "fantasy_rules_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "fantasy_rules_version_one_row_ck" CHECK ("fantasy_rules_version"."id")
);
