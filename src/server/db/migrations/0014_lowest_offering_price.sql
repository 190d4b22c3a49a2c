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
CREATE FUNCTION keep_lowest_offering_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE users SET lowest_offering_price = cheapest_offering_price(NEW.supplier_id)
      WHERE id = NEW.supplier_id
        AND lowest_offering_price IS DISTINCT FROM cheapest_offering_price(NEW.supplier_id);
  END IF;
  IF TG_OP = 'DELETE' OR OLD.supplier_id <> NEW.supplier_id THEN
    UPDATE users SET lowest_offering_price = cheapest_offering_price(OLD.supplier_id)
      WHERE id = OLD.supplier_id
        AND lowest_offering_price IS DISTINCT FROM cheapest_offering_price(OLD.supplier_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER equipment_offerings_lowest_price
  AFTER INSERT OR DELETE OR UPDATE OF supplier_id, price, available ON equipment_offerings
  FOR EACH ROW EXECUTE FUNCTION keep_lowest_offering_price();
--> statement-breakpoint
UPDATE users SET lowest_offering_price = cheapest_offering_price(id)
  WHERE id IN (SELECT DISTINCT supplier_id FROM equipment_offerings);
