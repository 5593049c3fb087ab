-- Password-assistance requests as an outbox (issue 23, item 4): the request writes one row whatever the
-- e-mail, and the worker looks the account up and sends the link, so the answer's time tells nothing.
CREATE TABLE "password_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon" text,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim_id" uuid,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "password_requests_status_check" CHECK ("password_requests"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "password_requests_due_idx" ON "password_requests" USING btree ("next_attempt_at") WHERE "password_requests"."status" = 'pending';
