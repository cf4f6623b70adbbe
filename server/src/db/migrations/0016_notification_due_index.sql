DROP INDEX "order_notifications_pending_idx";--> statement-breakpoint
CREATE INDEX "order_notifications_order_idx" ON "order_notifications" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_notifications_pending_idx" ON "order_notifications" USING btree (coalesce(next_attempt_at, '-infinity'::timestamptz),"id") WHERE "order_notifications"."state" = 'pending';