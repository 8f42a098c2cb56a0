-- When the staff member last pressed Lock Dashboard in this session. A client page's edit token issued before it stops
-- working: "Lock Dashboard" locks every client page of the session too, not only the dashboard.
alter table admin_sessions add column if not exists locked_at timestamptz;
