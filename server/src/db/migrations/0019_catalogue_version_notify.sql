-- Read caches on PGlite (docs/decisions/035-pglite-versions-in-memory.md): every bump also sends
-- NOTIFY catalogue_version '<scope> <new version>'. PostgreSQL delivers it after COMMIT (and never
-- for a rollback); PGlite delivers it to its in-process listeners before the COMMIT's promise
-- resolves, so a PGlite server keeps the versions in memory and a cache hit costs no statement.
CREATE OR REPLACE FUNCTION catalogue_bump(scopes text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('dutchpot.catalogue_bumped', true), '');
  item text;
  bumped_to bigint;
BEGIN
  FOR item IN SELECT DISTINCT s FROM unnest(scopes) AS s WHERE s IS NOT NULL ORDER BY s LOOP
    CONTINUE WHEN position('|' || item || '|' IN bumped) > 0;
    INSERT INTO catalogue_versions AS v (scope, version) VALUES (item, 1)
      ON CONFLICT (scope) DO UPDATE SET version = v.version + 1
      RETURNING v.version INTO bumped_to;
    PERFORM pg_notify('catalogue_version', item || ' ' || bumped_to);
    bumped := bumped || '|' || item || '|';
  END LOOP;
  PERFORM set_config('dutchpot.catalogue_bumped', bumped, true);
END $$;
--> statement-breakpoint
-- 0018 had two identical trigger functions (shops, menu_categories: both rows of one marketplace);
-- shops now uses the one menu_categories uses.
DROP TRIGGER catalogue_version ON shops;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalogue_version AFTER INSERT OR UPDATE OR DELETE ON shops DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed_marketplace_rows();
--> statement-breakpoint
DROP FUNCTION catalogue_changed_shops();
