CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"market_number" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_market_number_unique" UNIQUE("market_number"),
	CONSTRAINT "markets_market_number" CHECK ("markets"."market_number" >= 1)
);
