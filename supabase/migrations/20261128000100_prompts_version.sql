-- The version of a prompt: an Edit form sends the updated_at it loaded, and the save is refused when the row has
-- changed since (it silently wrote one staff member's stale copy over another's newer text). Existing rows start at
-- their creation time, the last write they are known to have had.
alter table prompts add column if not exists updated_at timestamptz;

-- The backfill is not a change anyone made: open admin pages need no live event for it, one per prompt.
alter table prompts disable trigger prompts_notify;
update prompts set updated_at = created_at where updated_at is null;
alter table prompts enable trigger prompts_notify;

alter table prompts alter column updated_at set default now(), alter column updated_at set not null;
