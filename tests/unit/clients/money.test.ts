import { describe, expect, it } from "vitest";
import { centsToDecimal, formatCedis, parseCents, percentOf, toCents } from "@/lib/clients/money";

describe("parseCents", () => {
  it("reads plain decimals, rounding half up to the pesewa", () => {
    expect(parseCents("12")).toBe(1200);
    expect(parseCents("12.5")).toBe(1250);
    expect(parseCents("12.34")).toBe(1234);
    expect(parseCents("12.345")).toBe(1235);
    expect(parseCents("12.344")).toBe(1234);
    expect(parseCents(".5")).toBe(50);
    expect(parseCents(" 1,000.10 ")).toBe(100010);
    expect(parseCents(0.1)).toBe(10);
    expect(parseCents(1e-7)).toBe(0);
  });
  it("counts empty as 0", () => {
    expect(parseCents("")).toBe(0);
    expect(parseCents("   ")).toBe(0);
    expect(parseCents(undefined)).toBe(0);
    expect(parseCents(null)).toBe(0);
  });
  it("flags negatives and refuses garbage", () => {
    expect(parseCents("-1")).toBe("NEGATIVE");
    expect(parseCents(-0.01)).toBe("NEGATIVE");
    expect(parseCents("-0")).toBe(0);
    expect(parseCents("abc")).toBeNull();
    expect(parseCents("1e5")).toBeNull();
    expect(parseCents("1.2.3")).toBeNull();
    expect(parseCents(Number.NaN)).toBeNull();
    expect(parseCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseCents("12345678901234567890")).toBeNull();
  });
});

describe("decimal strings", () => {
  it("round-trips cents", () => {
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(123456)).toBe("1234.56");
    expect(centsToDecimal(-250)).toBe("-2.50");
    expect(toCents("1234.56")).toBe(123456);
    expect(toCents("-2.50")).toBe(-250);
    expect(toCents(null)).toBe(0);
  });
  it("adds 0.1 and 0.2 exactly", () => {
    const total = ["0.10", "0.20"].map(toCents).reduce((a, b) => a + b, 0);
    expect(centsToDecimal(total)).toBe("0.30");
    const many = Array.from({ length: 1000 }, () => toCents("0.10")).reduce((a, b) => a + b, 0);
    expect(centsToDecimal(many)).toBe("100.00");
  });
});

describe("formatCedis", () => {
  it("formats GHS for en-GH", () => {
    expect(formatCedis(123450)).toBe("GH₵1,234.50");
    expect(formatCedis(0)).toBe("GH₵0.00");
    expect(formatCedis(99999999999999)).toBe("GH₵999,999,999,999.99");
  });
});

describe("percentOf", () => {
  it("gives one decimal and 0% for an empty whole", () => {
    expect(percentOf(1, 3)).toBe("33.3%");
    expect(percentOf(50, 100)).toBe("50%");
    expect(percentOf(2, 3)).toBe("66.7%");
    expect(percentOf(5, 0)).toBe("0%");
    expect(percentOf(0, 10)).toBe("0%");
  });
});
