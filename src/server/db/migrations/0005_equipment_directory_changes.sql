-- A supplier's card falls back to their lowest offering's price, so a change to an offering is a
-- change to what the directory shows: announce it as the users triggers do (migration 0004), and
-- every app server's directory answer cache forgets its answers.
CREATE TRIGGER equipment_offerings_directory_change AFTER INSERT OR UPDATE OR DELETE ON equipment_offerings
  FOR EACH ROW EXECUTE FUNCTION announce_directory_change();
