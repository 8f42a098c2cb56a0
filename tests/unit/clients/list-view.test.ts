import { describe, expect, it } from "vitest";
import { CLIENT_LIST_STEP, firstRows, isActiveClient, nextSort, visibleClients } from "@/lib/clients/list-view";
import type { ClientRecord } from "@/lib/clients/types";

const mk = (name: string, over: Partial<ClientRecord> = {}): ClientRecord => ({
  id: name,
  name,
  email: `${name.toLowerCase()}@example.com`,
  phone: "",
  workDescription: "Assignments",
  totalAmount: "100.00",
  amountPaid: "0.00",
  paymentStatus: "Unpaid",
  fulfillmentStatus: "Pending",
  createdAt: "",
  updatedAt: "",
  ...over,
});
const list = [
  mk("Kofi", { totalAmount: "9.00", workDescription: "Study Plan" }),
  mk("ama", { totalAmount: "100.00", paymentStatus: "Paid", amountPaid: "100.00", fulfillmentStatus: "Fulfilled" }),
  mk("Esi", { totalAmount: "20.50", workDescription: "Project Work", email: "esi@school.edu.gh" }),
];
const opts = { search: "", activeOnly: false, sortField: null, sortDirection: "asc" } as const;

describe("visibleClients", () => {
  it("searches name, email and work category", () => {
    expect(visibleClients(list, { ...opts, search: "KOFI" }).map((c) => c.name)).toEqual(["Kofi"]);
    expect(visibleClients(list, { ...opts, search: "school.edu" }).map((c) => c.name)).toEqual(["Esi"]);
    expect(visibleClients(list, { ...opts, search: " study " }).map((c) => c.name)).toEqual(["Kofi"]);
    expect(visibleClients(list, { ...opts, search: "zzz" })).toEqual([]);
  });
  it("keeps active clients only: not both Paid and Fulfilled", () => {
    expect(visibleClients(list, { ...opts, activeOnly: true }).map((c) => c.name)).toEqual(["Kofi", "Esi"]);
    expect(isActiveClient({ paymentStatus: "Paid", fulfillmentStatus: "Pending" })).toBe(true);
    expect(isActiveClient({ paymentStatus: "Partial", fulfillmentStatus: "Fulfilled" })).toBe(true);
  });
  it("sorts text case-insensitively and amounts numerically, both ways", () => {
    expect(visibleClients(list, { ...opts, sortField: "name" }).map((c) => c.name)).toEqual(["ama", "Esi", "Kofi"]);
    expect(visibleClients(list, { ...opts, sortField: "name", sortDirection: "desc" }).map((c) => c.name)).toEqual(["Kofi", "Esi", "ama"]);
    expect(visibleClients(list, { ...opts, sortField: "totalAmount" }).map((c) => c.name)).toEqual(["Kofi", "Esi", "ama"]);
    expect(visibleClients(list, { ...opts, sortField: "amountPaid", sortDirection: "desc" }).map((c) => c.name)[0]).toBe("ama");
    expect(visibleClients(list, { ...opts, sortField: "workDescription" }).map((c) => c.name)).toEqual(["ama", "Esi", "Kofi"]);
    expect(visibleClients(list, { ...opts, sortField: "paymentStatus" }).map((c) => c.name)).toEqual(["ama", "Kofi", "Esi"]);
    expect(visibleClients(list, { ...opts, sortField: "fulfillmentStatus", sortDirection: "desc" }).map((c) => c.name)).toEqual(["Kofi", "Esi", "ama"]);
  });
  it("toggles direction on the same field", () => {
    expect(nextSort({ field: null, direction: "asc" }, "name")).toEqual({ field: "name", direction: "asc" });
    expect(nextSort({ field: "name", direction: "asc" }, "name")).toEqual({ field: "name", direction: "desc" });
    expect(nextSort({ field: "name", direction: "desc" }, null)).toEqual({ field: null, direction: "asc" });
    expect(nextSort({ field: "name", direction: "desc" }, "totalAmount")).toEqual({ field: "totalAmount", direction: "asc" });
  });
});

describe("firstRows: the client list renders a step at a time", () => {
  const many = Array.from({ length: 3000 }, (_, i) => i);
  it("shows the first 50 of 3,000 and says how many are left", () => {
    expect(firstRows(many, CLIENT_LIST_STEP)).toEqual({ rows: many.slice(0, 50), hidden: 2950 });
    expect(firstRows(many, 100).rows).toHaveLength(100);
    expect(firstRows(many, 0).rows).toHaveLength(CLIENT_LIST_STEP);
  });
  it("shows a short list whole", () => {
    expect(firstRows(many.slice(0, 50), CLIENT_LIST_STEP)).toEqual({ rows: many.slice(0, 50), hidden: 0 });
    expect(firstRows([], CLIENT_LIST_STEP)).toEqual({ rows: [], hidden: 0 });
  });
});
