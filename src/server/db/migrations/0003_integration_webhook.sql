CREATE TABLE "integration_webhook_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cursor" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone
);
