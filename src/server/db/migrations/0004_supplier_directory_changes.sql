-- The database announces every change to what the supplier directory can show, on the live-events
-- channel, so each app server's directory answer cache forgets its answers whichever server (or
-- script) wrote. NOTIFY is sent at commit, in commit order, and once per transaction however many
-- rows change. Columns that change often and never show (the monthly quote counter, payment ids)
-- are left out, so quoting does not empty the caches.
CREATE FUNCTION announce_directory_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND
    to_jsonb(OLD) - ARRAY['quotes_this_month', 'last_quote_reset', 'stripe_customer_id'] =
    to_jsonb(NEW) - ARRAY['quotes_this_month', 'last_quote_reset', 'stripe_customer_id'] THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('eventeazy_live', '{"t":"directory"}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_directory_insert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.role = 'supplier') EXECUTE FUNCTION announce_directory_change();
--> statement-breakpoint
CREATE TRIGGER users_directory_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.role = 'supplier' OR NEW.role = 'supplier')
  EXECUTE FUNCTION announce_directory_change();
--> statement-breakpoint
CREATE TRIGGER users_directory_delete AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.role = 'supplier') EXECUTE FUNCTION announce_directory_change();
