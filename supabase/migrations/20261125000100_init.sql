-- Foundation schema: every entity of SPEC.md section 3, plus contact messages and shared rate-limit counters.
-- Applied on start in embedded mode (PGlite) and by `npm run db:migrate` (or `supabase db push`) elsewhere.

create table if not exists client_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (length(btrim(name)) between 1 and 120),
  institution text check (institution is null or length(institution) <= 160),
  program text not null default '' check (length(program) <= 160),
  email text not null default '' check (length(email) <= 254),
  phone text check (phone is null or length(phone) <= 40),
  project_type text not null check (project_type in ('assignment', 'thesis', 'research', 'project', 'study-plan', 'other')),
  details text not null default '' check (length(details) <= 5000),
  file_path text check (file_path is null or file_path like 'project_guidelines/%'),
  file_name text check (file_name is null or length(file_name) <= 255),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  turnitin_submission text check (turnitin_submission is null or turnitin_submission in ('Yes', 'No')),
  -- One key per submission attempt: a double click or a resent post inserts nothing the second time.
  submission_key text not null check (length(submission_key) between 8 and 128),
  constraint client_requests_file_pair check ((file_path is null) = (file_name is null))
);
create unique index if not exists client_requests_submission_key_idx on client_requests (submission_key);
create index if not exists client_requests_created_at_idx on client_requests (created_at desc);

create table if not exists clients (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  email text not null default '' check (length(email) <= 254),
  phone text not null default '' check (length(phone) <= 40),
  work_description text not null check (work_description in ('Assignments', 'Study Plan', 'Project Work')),
  total_amount numeric(12, 2) not null default 0 check (total_amount >= 0),
  amount_paid numeric(12, 2) not null default 0 check (amount_paid >= 0),
  payment_status text not null check (payment_status in ('Paid', 'Partial', 'Unpaid')),
  fulfillment_status text not null default 'Pending' check (fulfillment_status in ('Pending', 'Fulfilled')),
  disbursed_amount numeric(12, 2) not null default 0 check (disbursed_amount >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint clients_paid_not_above_total check (amount_paid <= total_amount),
  -- The status is derived, never entered: the database refuses a row whose status disagrees with its amounts.
  constraint clients_payment_status_derived check (
    payment_status = case
      when amount_paid >= total_amount then 'Paid'
      when amount_paid > 0 then 'Partial'
      else 'Unpaid'
    end
  )
);
create index if not exists clients_created_at_idx on clients (created_at desc);

-- The settings record: a fixed all-zero id holding the global disbursed amount.
insert into clients (id, name, work_description, total_amount, amount_paid, payment_status, fulfillment_status, disbursed_amount)
values ('00000000-0000-0000-0000-000000000000', 'Global Settings', 'Assignments', 0, 0, 'Paid', 'Fulfilled', 0)
on conflict (id) do nothing;

create table if not exists prompts (
  id uuid primary key default gen_random_uuid(),
  prompt_name text not null check (length(btrim(prompt_name)) between 1 and 200),
  prompt_content text not null check (length(btrim(prompt_content)) between 1 and 50000),
  created_at timestamptz not null default now()
);
create index if not exists prompts_created_at_idx on prompts (created_at desc);

create table if not exists accra_university_statuses (
  university_id text primary key check (length(university_id) between 1 and 100),
  status text not null default 'not_visited' check (status in ('visited', 'planned', 'not_visited')),
  updated_at timestamptz not null default now()
);

create table if not exists contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  full_name text not null check (length(btrim(full_name)) between 1 and 120),
  email text not null check (length(email) between 3 and 254),
  subject text not null check (length(btrim(subject)) between 1 and 200),
  message text not null check (length(btrim(message)) between 1 and 5000),
  is_read boolean not null default false
);
create index if not exists contact_messages_created_at_idx on contact_messages (created_at desc);

create table if not exists rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  count integer not null default 0,
  primary key (bucket, window_start)
);
create index if not exists rate_limits_window_idx on rate_limits (window_start);
