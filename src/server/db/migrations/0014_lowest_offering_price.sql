ALTER TABLE "users" ADD COLUMN "lowest_offering_price" text;--> statement-breakpoint
-- A card shows the supplier's own "Starting from" price, else their cheapest available offering's:
-- offerings ranked by the first amount their price names, those naming none left out. The database
-- keeps that price on the supplier's row whenever an offering changes, so a directory page reads a
-- column instead of searching every card's offerings.
CREATE FUNCTION cheapest_offering_price(supplier integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT price FROM equipment_offerings
  WHERE supplier_id = supplier AND available AND price ~ '[0-9]'
  ORDER BY replace(substring(price from '[0-9][0-9,]*(?:[.][0-9]+)?'), ',', '')::numeric, id
  LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_lowest_offering_price(supplier integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  cheapest text := cheapest_offering_price(supplier);
BEGIN
  UPDATE users SET lowest_offering_price = cheapest
    WHERE id = supplier AND lowest_offering_price IS DISTINCT FROM cheapest;
END
$$;
--> statement-breakpoint
CREATE FUNCTION keep_lowest_offering_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_lowest_offering_price(NEW.supplier_id);
  END IF;
  IF TG_OP = 'DELETE' OR OLD.supplier_id <> NEW.supplier_id THEN
    PERFORM refresh_lowest_offering_price(OLD.supplier_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER equipment_offerings_lowest_price
  AFTER INSERT OR DELETE OR UPDATE OF supplier_id, price, available ON equipment_offerings
  FOR EACH ROW EXECUTE FUNCTION keep_lowest_offering_price();
--> statement-breakpoint
SELECT refresh_lowest_offering_price(supplier_id)
  FROM (SELECT DISTINCT supplier_id FROM equipment_offerings) AS suppliers;
