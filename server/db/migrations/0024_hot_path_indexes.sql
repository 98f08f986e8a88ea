CREATE INDEX "analytics_events_user" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_created_at" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "client_approval_filesets_published_by" ON "client_approval_filesets" USING btree ("published_by_id");--> statement-breakpoint
CREATE INDEX "company_invitations_invited_by" ON "company_invitations" USING btree ("invited_by_id");--> statement-breakpoint
CREATE INDEX "consent_requests_requested_by" ON "consent_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "contact_messages_user" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "instant_quotes_user" ON "instant_quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offer_events_user" ON "offer_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "offers_manager" ON "offers" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "orders_order_manager" ON "orders" USING btree ("order_manager_id");--> statement-breakpoint
CREATE INDEX "price_adjustments_changed_by" ON "price_adjustments" USING btree ("changed_by");--> statement-breakpoint
CREATE INDEX "price_lists_created_by" ON "price_lists" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "price_lists_updated_by" ON "price_lists" USING btree ("updated_by_id");--> statement-breakpoint
CREATE INDEX "purchase_approvals_requested_by" ON "purchase_approvals" USING btree ("requested_by_id");--> statement-breakpoint
CREATE INDEX "purchase_approvals_decided_by" ON "purchase_approvals" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "qa_comments_author" ON "qa_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "qa_state_changes_author" ON "qa_state_changes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "quote_requests_manager" ON "quote_requests" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_start" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "segment_sessions_user" ON "segment_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "segment_sessions_updated_at" ON "segment_sessions" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "user_links_user" ON "user_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_links_expires" ON "user_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_anonymous_created" ON "users" USING btree ("created_at") WHERE anonymous;--> statement-breakpoint
CREATE INDEX "webhook_events_received_at" ON "webhook_events" USING btree ("received_at");