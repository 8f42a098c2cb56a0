-- Plagiarism checker: the reference library, the business's own submissions, and their winnowing fingerprints.
-- A check looks up its k-gram hashes in plagiarism_fingerprints (primary key index on hash), so its cost grows
-- with the number of matching rows, not with the size of the library.

create table if not exists plagiarism_documents (
  id bigserial primary key,
  -- Identity for idempotent imports: the url of a reference document, 'request:<id>:details' or
  -- 'request:<id>:file' for a client request (never shown publicly).
  doc_key text not null unique,
  kind text not null default 'reference' check (kind in ('reference', 'private')),
  external_id text,
  title text not null check (length(title) between 1 and 500),
  url text,
  body text not null,
  chars integer not null default 0,
  request_id uuid references client_requests(id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists plagiarism_documents_kind_created_idx on plagiarism_documents (kind, created_at desc);
create index if not exists plagiarism_documents_request_idx on plagiarism_documents (request_id) where request_id is not null;

create table if not exists plagiarism_fingerprints (
  hash integer not null,
  document_id bigint not null references plagiarism_documents(id) on delete cascade,
  primary key (hash, document_id)
);

-- Deleting or re-importing a document removes its fingerprints by document id.
create index if not exists plagiarism_fingerprints_document_idx on plagiarism_fingerprints (document_id);
