CREATE TABLE "geocoded_places" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"country" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_likes" (
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_likes_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "shop_likes" ADD CONSTRAINT "shop_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_likes" ADD CONSTRAINT "shop_likes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "geocoded_places_description_trgm_idx" ON "geocoded_places" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_likes_shop_idx" ON "shop_likes" USING btree ("shop_id");--> statement-breakpoint
-- Accent- and case-insensitive keyword search: unaccent() is only STABLE (its dictionary could change),
-- so indexes need an IMMUTABLE wrapper naming the dictionary explicitly (hand-written, not generated).
CREATE OR REPLACE FUNCTION dp_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX "menu_items_name_search_idx" ON "menu_items" USING gin (dp_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "menu_items_description_search_idx" ON "menu_items" USING gin (dp_unaccent(lower("description")) gin_trgm_ops);
