-- Live updates for the admin pages: every insert, update or delete on prompts and on accra_university_statuses
-- sends a NOTIFY that the server streams to open admin pages (server-sent events). Payloads carry only ids and
-- the status, never prompt text, so nothing beyond what the page already shows travels on the channel.

create or replace function notify_prompt_change() returns trigger language plpgsql as $$
declare
  row_id uuid;
begin
  if tg_op = 'DELETE' then
    row_id := old.id;
  else
    row_id := new.id;
  end if;
  perform pg_notify('prompts_changes', json_build_object('op', tg_op, 'id', row_id)::text);
  return null;
end;
$$;

drop trigger if exists prompts_notify on prompts;
create trigger prompts_notify after insert or update or delete on prompts
  for each row execute function notify_prompt_change();

create or replace function notify_university_status_change() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('university_status_changes', json_build_object('op', tg_op, 'university_id', old.university_id, 'status', null)::text);
  else
    perform pg_notify('university_status_changes', json_build_object('op', tg_op, 'university_id', new.university_id, 'status', new.status)::text);
  end if;
  return null;
end;
$$;

drop trigger if exists accra_university_statuses_notify on accra_university_statuses;
create trigger accra_university_statuses_notify after insert or update or delete on accra_university_statuses
  for each row execute function notify_university_status_change();
