CREATE TABLE "sign_in_failures_by_address" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
