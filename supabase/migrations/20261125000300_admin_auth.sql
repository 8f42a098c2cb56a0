-- Admin accounts, server-side sessions and unlock-failure records (issue 3, Access).
-- Passwords and the 4-digit unlock code are stored only as argon2id hashes.

create table if not exists admin_users (
  id uuid primary key default gen_random_uuid(),
  -- Stored lower-cased and trimmed, so one address cannot hold two accounts.
  email text not null check (length(email) between 3 and 254 and email = lower(btrim(email))),
  password_hash text not null check (password_hash like '$argon2id$%'),
  unlock_code_hash text not null check (unlock_code_hash like '$argon2id$%'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists admin_users_email_idx on admin_users (email);

-- One row per login. The cookie carries only the id (signed); everything that matters is decided here,
-- so logging out (revoked_at) or expiry ends the session even if an old cookie is replayed.
create table if not exists admin_sessions (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid not null references admin_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  -- Absolute end, whatever the activity.
  expires_at timestamptz not null,
  -- Sliding end, pushed forward on use.
  idle_expires_at timestamptz not null,
  -- Dashboard unlock: null or in the past means locked; pushed forward on use (15 minutes idle).
  unlocked_until timestamptz,
  revoked_at timestamptz,
  -- Wrong unlock codes in this session; the fifth revokes it.
  failed_unlocks integer not null default 0 check (failed_unlocks >= 0),
  constraint admin_sessions_expiry_order check (idle_expires_at <= expires_at or revoked_at is not null)
);
create index if not exists admin_sessions_admin_idx on admin_sessions (admin_id);
create index if not exists admin_sessions_expires_idx on admin_sessions (expires_at);

-- Each wrong unlock code for an account: ten within 24 hours refuse unlocking until the oldest one ages out.
create table if not exists admin_unlock_failures (
  id integer generated always as identity primary key,
  admin_id uuid not null references admin_users (id) on delete cascade,
  session_id uuid,
  failed_at timestamptz not null default now()
);
create index if not exists admin_unlock_failures_admin_idx on admin_unlock_failures (admin_id, failed_at desc);
