-- Audit values are data, worded where they are shown: cash in cents, a reset's points and
-- streak as JSON. Rewrites the entries written before, which held formatted text.
UPDATE "audit_entry"
SET "old_value" = CASE WHEN "old_value" LIKE '$%'
      THEN (replace(replace("old_value", '$', ''), ',', '')::numeric * 100)::bigint::text
      ELSE "old_value" END,
    "new_value" = CASE WHEN "new_value" LIKE '$%'
      THEN (replace(replace("new_value", '$', ''), ',', '')::numeric * 100)::bigint::text
      ELSE "new_value" END
WHERE "action" = 'set_cash';

UPDATE "audit_entry"
SET "old_value" = json_build_object(
      'points', (regexp_match("old_value", '^(\d+) points, (\d+)-day streak$'))[1]::int,
      'streak', (regexp_match("old_value", '^(\d+) points, (\d+)-day streak$'))[2]::int
    )::text,
    "new_value" = NULL
WHERE "action" = 'reset_progress' AND "old_value" ~ '^\d+ points, \d+-day streak$';
