import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Drizzle mirror of supabase/migrations. The SQL files are the source of truth (constraints, checks, indexes);
 * this file gives the query layer its types. snake_case columns map to camelCase fields here and nowhere else.
 */

export const SETTINGS_CLIENT_ID = "00000000-0000-0000-0000-000000000000";

export const clientRequests = pgTable("client_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  name: text("name").notNull(),
  institution: text("institution"),
  program: text("program").notNull().default(""),
  email: text("email").notNull().default(""),
  phone: text("phone"),
  projectType: text("project_type").notNull(),
  details: text("details").notNull().default(""),
  filePath: text("file_path"),
  fileName: text("file_name"),
  status: text("status").notNull().default("pending"),
  turnitinSubmission: text("turnitin_submission"),
  submissionKey: text("submission_key").notNull(),
});

export const clients = pgTable("clients", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull().default(""),
  phone: text("phone").notNull().default(""),
  workDescription: text("work_description").notNull(),
  totalAmount: numeric("total_amount", { precision: 12, scale: 2 }).notNull().default("0"),
  amountPaid: numeric("amount_paid", { precision: 12, scale: 2 }).notNull().default("0"),
  paymentStatus: text("payment_status").notNull(),
  fulfillmentStatus: text("fulfillment_status").notNull().default("Pending"),
  disbursedAmount: numeric("disbursed_amount", { precision: 12, scale: 2 }).notNull().default("0"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const prompts = pgTable("prompts", {
  id: uuid("id").primaryKey().defaultRandom(),
  promptName: text("prompt_name").notNull(),
  promptContent: text("prompt_content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** The row's version for Edit (lib/prompts/store.ts): moved on every write. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const accraUniversityStatuses = pgTable("accra_university_statuses", {
  universityId: text("university_id").primaryKey(),
  status: text("status").notNull().default("not_visited"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())],
);

/** Fixed-window counters shared by every server instance (spam limits, tool limits, login throttling). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

export const nowSql = sql`now()`;

/** Staff accounts (issue 3). Hashes are argon2id; the e-mail is stored lower-cased. */
export const adminUsers = pgTable("admin_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  unlockCodeHash: text("unlock_code_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side admin sessions: the cookie holds only the signed id; expiry, unlock and revocation live here. */
export const adminSessions = pgTable("admin_sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  adminId: uuid("admin_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  idleExpiresAt: timestamp("idle_expires_at", { withTimezone: true }).notNull(),
  unlockedUntil: timestamp("unlocked_until", { withTimezone: true }),
  /** The last Lock Dashboard: client-page edit tokens issued before it are refused. */
  lockedAt: timestamp("locked_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  failedUnlocks: integer("failed_unlocks").notNull().default(0),
});

/** One row per wrong unlock code, for the per-account 24-hour limit. */
export const adminUnlockFailures = pgTable("admin_unlock_failures", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  adminId: uuid("admin_id").notNull(),
  sessionId: uuid("session_id"),
  failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Plagiarism library: reference documents and indexed client submissions (migration 20261125000800). */
export const plagiarismDocuments = pgTable("plagiarism_documents", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  docKey: text("doc_key").notNull().unique(),
  kind: text("kind").notNull().default("reference"),
  externalId: text("external_id"),
  title: text("title").notNull(),
  url: text("url"),
  body: text("body").notNull(),
  chars: integer("chars").notNull().default(0),
  requestId: uuid("request_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Winnowing fingerprints: (k-gram hash, document), looked up by hash. */
export const plagiarismFingerprints = pgTable(
  "plagiarism_fingerprints",
  {
    hash: integer("hash").notNull(),
    documentId: bigint("document_id", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.documentId] }), index("plagiarism_fingerprints_document_idx").on(t.documentId)],
);
