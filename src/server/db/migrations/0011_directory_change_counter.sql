-- A count of changes to what the supplier directory can show, moved by the same changes that
-- migrations 0004 and 0005 announce. With Redis (REDIS_URL), each app server reads it after every
-- write it answers and, when it moved, tells the others through Redis to empty their directory
-- caches. It is counted at commit (deferred triggers), once per transaction, so a reader sees only
-- committed changes and the single row is locked for a moment at commit, after every other lock
-- the transaction takes: no deadlock with the rows it changed.
CREATE TABLE directory_changes (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO directory_changes (id, version) VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION count_directory_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'users' AND
    to_jsonb(OLD) - ARRAY['quotes_this_month', 'last_quote_reset', 'stripe_customer_id'] =
    to_jsonb(NEW) - ARRAY['quotes_this_month', 'last_quote_reset', 'stripe_customer_id'] THEN
    RETURN NULL;
  END IF;
  IF current_setting('eventeazy.directory_counted', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('eventeazy.directory_counted', 'yes', true);
  UPDATE directory_changes SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_directory_count_insert AFTER INSERT ON users
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.role = 'supplier') EXECUTE FUNCTION count_directory_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_directory_count_update AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.role = 'supplier' OR NEW.role = 'supplier')
  EXECUTE FUNCTION count_directory_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_directory_count_delete AFTER DELETE ON users
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.role = 'supplier') EXECUTE FUNCTION count_directory_change();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER equipment_offerings_directory_count AFTER INSERT OR UPDATE OR DELETE
  ON equipment_offerings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION count_directory_change();
