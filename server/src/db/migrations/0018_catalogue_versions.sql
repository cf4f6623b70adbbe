CREATE TABLE "catalogue_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Read caches (docs/decisions/033-storefront-read-caches.md): every change to what a storefront's
-- cached answers read bumps a version row AT COMMIT (deferred constraint triggers), once per scope
-- and transaction, so no write path can forget it and the row lock is taken last (after every row
-- the change locked: the lock order never inverts).
CREATE FUNCTION catalogue_bump(scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('dutchpot.catalogue_bumped', true), '');
  item text;
BEGIN
  FOR item IN SELECT DISTINCT s FROM unnest(scopes) AS s WHERE s IS NOT NULL ORDER BY s LOOP
    CONTINUE WHEN position('|' || item || '|' IN bumped) > 0;
    INSERT INTO catalogue_versions AS v (scope, version) VALUES (item, 1)
      ON CONFLICT (scope) DO UPDATE SET version = v.version + 1;
    bumped := bumped || '|' || item || '|';
  END LOOP;
  PERFORM set_config('dutchpot.catalogue_bumped', bumped, true);
END $$;
--> statement-breakpoint
-- The storefronts whose catalogue these shops are in; consecutive rows of one shop (a bulk insert)
-- look it up once per transaction.
CREATE FUNCTION catalogue_bump_shops(ids integer[], memo text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key text := array_to_string(ids, ',');
BEGIN
  IF current_setting(memo, true) = key THEN RETURN; END IF;
  PERFORM catalogue_bump(ARRAY(SELECT 'tenant:' || marketplace_tenant_id FROM shops WHERE id = ANY(ids)));
  PERFORM set_config(memo, key, true);
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_shops() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN 'tenant:' || OLD.marketplace_tenant_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'tenant:' || NEW.marketplace_tenant_id END
  ]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A tenant is a storefront (its settings: brand, header image) and an owner of shops (listed only
-- while it is active) on other storefronts.
CREATE FUNCTION catalogue_changed_tenants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
  PERFORM catalogue_bump(
    ARRAY['tenant:' || owner] || ARRAY(SELECT 'tenant:' || s.marketplace_tenant_id FROM shops s WHERE s.tenant_id = owner)
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_marketplace_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN 'tenant:' || OLD.marketplace_tenant_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'tenant:' || NEW.marketplace_tenant_id END
  ]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_shop_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM catalogue_bump_shops(ARRAY[NEW.shop_id], 'dutchpot.catalogue_last_shop');
  ELSIF TG_OP = 'DELETE' OR OLD.shop_id = NEW.shop_id THEN
    PERFORM catalogue_bump_shops(ARRAY[OLD.shop_id], 'dutchpot.catalogue_last_shop');
  ELSE
    PERFORM catalogue_bump_shops(ARRAY[OLD.shop_id, NEW.shop_id], 'dutchpot.catalogue_last_shop');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_item_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  items integer[] := ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.menu_item_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.menu_item_id END
  ];
BEGIN
  PERFORM catalogue_bump_shops(
    ARRAY(SELECT DISTINCT shop_id FROM menu_items WHERE id = ANY(items) ORDER BY shop_id),
    'dutchpot.catalogue_last_item_shop'
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_attribute_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  attributes integer[] := ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.attribute_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.attribute_id END
  ];
BEGIN
  PERFORM catalogue_bump_shops(
    ARRAY(
      SELECT DISTINCT i.shop_id FROM item_attributes a JOIN menu_items i ON i.id = a.menu_item_id
      WHERE a.id = ANY(attributes) ORDER BY i.shop_id
    ),
    'dutchpot.catalogue_last_attribute_shop'
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_reference_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY['global']);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_bump(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN 'user:' || OLD.user_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'user:' || NEW.user_id END
  ]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shops DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_shops();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON tenants DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_tenants();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON menu_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_marketplace_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shop_tags DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_shop_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON menu_items DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_shop_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shop_hours DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_shop_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shop_closures DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_shop_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shop_menu_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_shop_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON item_attributes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_item_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON item_attribute_values DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_attribute_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shop_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_reference_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON countries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_reference_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON state_provinces DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_reference_rows();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shop_likes DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_likes();
