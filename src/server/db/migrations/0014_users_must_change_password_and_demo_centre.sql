ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A demo centre made before this column existed is known by the demo's conveyor admin code.
UPDATE "settings" SET "is_demo" = true WHERE "token" = 'ADMIN-DOCA-0001';
