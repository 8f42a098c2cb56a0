import { afterEach, describe, expect, it } from "vitest";
import { clientIp } from "@/lib/request-ip";

const h = (init: Record<string, string>) => new Headers(init);

describe("clientIp (the key of every per-IP rate limit)", () => {
  afterEach(() => void delete process.env.TRUSTED_PROXY_HOPS);

  it("takes the address the nearest proxy appended, not one the client wrote", () => {
    // the client sent "X-Forwarded-For: 10.99.99.99"; the proxy appended the address it saw
    expect(clientIp(h({ "x-forwarded-for": "10.99.99.99, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(h({ "x-forwarded-for": "10.99.99.100, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(h({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("counts TRUSTED_PROXY_HOPS entries from the right", () => {
    const chain = h({ "x-forwarded-for": "10.0.0.1, 198.51.100.4, 172.16.0.9" }); // forged, client, CDN -> proxy
    expect(clientIp(chain, 2)).toBe("198.51.100.4");
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(clientIp(chain)).toBe("198.51.100.4");
    process.env.TRUSTED_PROXY_HOPS = "junk";
    expect(clientIp(chain)).toBe("172.16.0.9");
    // numbers outside 1-10 count as the default too (the range check had no case: 0 made every call throw)
    for (const hops of ["0", "-1", "11", "1.5"]) {
      process.env.TRUSTED_PROXY_HOPS = hops;
      expect(clientIp(chain), hops).toBe("172.16.0.9");
    }
    process.env.TRUSTED_PROXY_HOPS = "10";
    expect(clientIp(chain)).toBe("10.0.0.1");
    expect(clientIp(h({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to one shared key", () => {
    expect(clientIp(h({ "x-real-ip": "203.0.113.9" }))).toBe("203.0.113.9");
    expect(clientIp(h({ "x-forwarded-for": " , " }))).toBe("local");
    expect(clientIp(h({}))).toBe("local");
  });
});
