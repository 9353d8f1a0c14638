-- An assignment decides which displays and private files a user with an `assigned` scope sees, so it is part of the
-- search caches' answers (their keys carry the user then): adding or removing one bumps the company's display revision
-- (migration 0003) or media revision (migration 0011), at commit as theirs do. The company is the user's; a row that
-- goes with its user (cascade) finds none, and the user's own change already counts.
CREATE FUNCTION assignment_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
BEGIN
  SELECT company_id INTO company FROM users WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  IF company IS NULL THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'role_display_assignments' THEN
    UPDATE companies SET display_revision = display_revision + 1 WHERE id = company;
    IF current_setting('plakat.notify_display_revision', true) = 'on' THEN PERFORM pg_notify('display_revision', company::text); END IF;
  ELSE
    INSERT INTO media_file_seq (company_id, revision) VALUES (company, 1)
      ON CONFLICT (company_id) DO UPDATE SET revision = media_file_seq.revision + 1;
    IF current_setting('plakat.notify_media_revision', true) = 'on' THEN PERFORM pg_notify('media_revision', company::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER role_display_assignments_revision AFTER INSERT OR DELETE ON role_display_assignments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION assignment_revision_bump();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER role_media_assignments_revision AFTER INSERT OR DELETE ON role_media_assignments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION assignment_revision_bump();
