CREATE TABLE "recovery_phantoms" (
	"name" text PRIMARY KEY NOT NULL,
	"codes" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recovery_phantoms_updated_idx" ON "recovery_phantoms" USING btree ("updated_at");