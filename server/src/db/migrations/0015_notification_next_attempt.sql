DROP INDEX "order_notifications_pending_idx";--> statement-breakpoint
ALTER TABLE "order_notifications" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_notifications_pending_idx" ON "order_notifications" USING btree ("next_attempt_at","id") WHERE "order_notifications"."state" = 'pending';