-- Production hardening for Supabase: the browser never talks to the database (the server connects with its own
-- credentials, as the table owner, which row-level security does not restrict). Enabling RLS with no policy for the
-- anon and authenticated roles means Supabase's public API keys can read or write nothing.
do $$
declare t record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('alter table public.%I enable row level security', t.tablename);
  end loop;
end $$;

-- The private bucket for request attachments, with its size and type limits (only on Supabase, where the storage
-- schema exists; in embedded mode files live on local disk).
do $$
begin
  if exists (select 1 from information_schema.tables where table_schema = 'storage' and table_name = 'buckets') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('assignments', 'assignments', false, 5242879,
            array['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
    on conflict (id) do update set public = false, file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
  end if;
end $$;
