import { describe, expect, it } from "vitest";
import { CLIENTS_CACHE_KEY, clearClientsCopy, readClientsCopy, saveClientsCopy } from "@/lib/clients/local-cache";
import type { ClientRecord } from "@/lib/clients/types";

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
}

const client: ClientRecord = {
  id: "a",
  name: "Ama",
  email: "ama@example.com",
  phone: "",
  workDescription: "Assignments",
  totalAmount: "1234.50",
  amountPaid: "10.00",
  paymentStatus: "Partial",
  fulfillmentStatus: "Pending",
  createdAt: "2026-11-25T00:00:00.000Z",
  updatedAt: "2026-11-25T00:00:00.000Z",
};

describe("clients local copy", () => {
  it("keeps the list without any amounts", () => {
    const s = new MemoryStorage();
    saveClientsCopy(s, "session-1", [client]);
    expect(s.getItem(CLIENTS_CACHE_KEY)).not.toContain("1234");
    expect(readClientsCopy(s, "session-1")).toEqual([{ ...client, totalAmount: null, amountPaid: null }]);
  });
  it("discards a copy from another session and an unparsable copy", () => {
    const s = new MemoryStorage();
    saveClientsCopy(s, "session-1", [client]);
    expect(readClientsCopy(s, "session-2")).toBeNull();
    expect(s.getItem(CLIENTS_CACHE_KEY)).toBeNull();
    s.setItem(CLIENTS_CACHE_KEY, "{not json");
    expect(readClientsCopy(s, "session-1")).toBeNull();
    expect(s.getItem(CLIENTS_CACHE_KEY)).toBeNull();
    s.setItem(CLIENTS_CACHE_KEY, JSON.stringify({ v: 1, scope: "session-1", clients: [{ id: 1 }] }));
    expect(readClientsCopy(s, "session-1")).toBeNull();
    expect(readClientsCopy(s, "session-1")).toBeNull();
  });
  it("clears", () => {
    const s = new MemoryStorage();
    saveClientsCopy(s, "x", [client]);
    clearClientsCopy(s);
    expect(readClientsCopy(s, "x")).toBeNull();
  });
});
