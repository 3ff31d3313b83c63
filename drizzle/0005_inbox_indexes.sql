DROP INDEX "admission_applications_school_id_idx";--> statement-breakpoint
CREATE INDEX "admission_applications_created_idx" ON "admission_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admission_applications_new_idx" ON "admission_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "admission_applications"."status" = 'new';--> statement-breakpoint
CREATE INDEX "admission_applications_school_created_idx" ON "admission_applications" USING btree ("school_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admission_applications_phone_digits_idx" ON "admission_applications" USING btree (regexp_replace(regexp_replace("contact_number", '[^0-9]', '', 'g'), '^(91(?=[0-9]{10}$)|0(?=[0-9]{10}$))', ''));--> statement-breakpoint
CREATE INDEX "admission_applications_email_lower_idx" ON "admission_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "career_applications_created_idx" ON "career_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "career_applications_new_idx" ON "career_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "career_applications"."status" = 'new';--> statement-breakpoint
CREATE INDEX "career_applications_phone_digits_idx" ON "career_applications" USING btree (regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^(91(?=[0-9]{10}$)|0(?=[0-9]{10}$))', ''));--> statement-breakpoint
CREATE INDEX "career_applications_email_lower_idx" ON "career_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_new_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contact_messages"."status" = 'new';--> statement-breakpoint
CREATE INDEX "contact_messages_school_created_idx" ON "contact_messages" USING btree ("school","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_phone_digits_idx" ON "contact_messages" USING btree (regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^(91(?=[0-9]{10}$)|0(?=[0-9]{10}$))', ''));--> statement-breakpoint
CREATE INDEX "contact_messages_email_lower_idx" ON "contact_messages" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "enrollment_requests_created_idx" ON "enrollment_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "enrollment_requests_new_idx" ON "enrollment_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "enrollment_requests"."status" = 'new';--> statement-breakpoint
CREATE INDEX "enrollment_requests_phone_digits_idx" ON "enrollment_requests" USING btree (regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^(91(?=[0-9]{10}$)|0(?=[0-9]{10}$))', ''));--> statement-breakpoint
CREATE INDEX "enrollment_requests_email_lower_idx" ON "enrollment_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "tour_requests_created_idx" ON "tour_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tour_requests_new_idx" ON "tour_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "tour_requests"."status" = 'new';--> statement-breakpoint
CREATE INDEX "tour_requests_school_created_idx" ON "tour_requests" USING btree ("school","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_requests_created_idx" ON "visit_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_requests_new_idx" ON "visit_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "visit_requests"."status" = 'new';--> statement-breakpoint
CREATE INDEX "visit_requests_school_created_idx" ON "visit_requests" USING btree ("school","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_requests_phone_digits_idx" ON "visit_requests" USING btree (regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^(91(?=[0-9]{10}$)|0(?=[0-9]{10}$))', ''));--> statement-breakpoint
CREATE INDEX "visit_requests_email_lower_idx" ON "visit_requests" USING btree (lower("email"));