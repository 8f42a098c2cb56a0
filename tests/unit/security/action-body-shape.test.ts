import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { ACTION_UNREADABLE } from "@/lib/security/action-body-limit";
import { actionBodyToCheck, formDataParses, MAX_ACTION_ARGS, unreadableActionBody } from "@/lib/security/action-body-shape";
import { proxy } from "@/proxy";

/**
 * A malformed server-action body under the size limit reached Next, which answered 500 (production build, 3-20 ms);
 * the proxy answers 400 first. The accepted bodies below are what Chromium sent for the contact form, the login form
 * (with and without JavaScript) and two admin actions (captured with Playwright).
 */
const B = "----WebKitFormBoundary7q167isKx3WVvWk0";
const MP = `multipart/form-data; boundary=${B}`;
const TP = "text/plain;charset=UTF-8";
const part = (name: string, value: string, extra = "") => `--${B}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
const close = `--${B}--\r\n`;
const contactFields =
  part("_1_fullName", "Kofi Capture") +
  part("_1_email", "kofi@example.com") +
  part("_1_subject", 'Capture check ünïcode "quotes" $dollar') +
  part("_1_message", "Checking what a real browser sends. $1 $$ \\ \r\n second line") +
  part("_1_website", "");
const CONTACT = contactFields + part("0", '[null,"$K1"]') + close;
const LOGIN =
  part("_1_$ACTION_REF_1", "") +
  part("_1_$ACTION_1:0", '{"id":"606bbc353e0662444a962d1eed94450cdbf5572418","bound":"$@1"}') +
  part("_1_$ACTION_1:1", "[null]") +
  part("_1_$ACTION_KEY", "k49a64ba3141cb201443feea54e5897d4") +
  part("_1_email", "admin@example.com") +
  part("_1_password", "correct-horse-battery") +
  part("0", '[null,"$K1"]') +
  close;
const NO_JS_CONTACT =
  part("$ACTION_REF_1", "") + part("$ACTION_1:0", '{"id":"7fe80b0fa65f12ae561cc9dd66360929696b53204c","bound":"$@1"}') + part("$ACTION_1:1", "[null]") + contactFields.replaceAll("_1_", "") + close;

const bytes = (s: string) => new TextEncoder().encode(s);
const why = (contentType: string | null, body: string, withActionHeader = true) => unreadableActionBody(contentType, bytes(body), withActionHeader);

describe("unreadableActionBody: what browsers send is read", () => {
  it("accepts the contact and login forms' multipart bodies, and the same forms posted without JavaScript", () => {
    expect(why(MP, CONTACT)).toBeNull();
    expect(why(MP, LOGIN)).toBeNull();
    expect(why(MP, NO_JS_CONTACT, false)).toBeNull();
    expect(why(`multipart/form-data; boundary="${B}"`, CONTACT)).toBeNull();
  });

  it("accepts text/plain argument lists with React's plain $ values and paths back into the root", () => {
    expect(why(TP, "[]")).toBeNull();
    expect(why(TP, '[{"promptName":"Essay \\"outline\\" $1","promptContent":"Write a five-part outline for:\\n{topic} $$ $K1 ünï"}]')).toBeNull();
    expect(why(TP, '["$$1 dollar", "$undefined", "$D2026-01-02T00:00:00.000Z", "$n-12345", "$NaN", "$Infinity", "$-Infinity", "$-0", "$T"]')).toBeNull();
    expect(why(TP, '[{"a":1},"$0:0",{"b":"$0"}]')).toBeNull(); // the same object passed twice
    expect(why("text/plain", JSON.stringify(Array(MAX_ACTION_ARGS).fill(0)))).toBeNull();
  });

  it("accepts multipart references to parts that are there", () => {
    const body = part("1", '{"x":1}') + part("2", "blob", '; filename="blob"') + part("0", '["$1","$Q1","$B2",{"k":"$K3"}]') + close;
    expect(why(MP, body)).toBeNull();
  });
});

describe("unreadableActionBody: bodies Next answered 500 are refused", () => {
  it.each([
    ["text that is not JSON", TP, "hello there"],
    ["truncated JSON", TP, '[null,{"a":'],
    ["an empty body", TP, ""],
    ["JSON that is not a list", TP, "42"],
    ["null", TP, "null"],
    ["an object", TP, "{}"],
    ["a reference to a part a text body cannot have", TP, '["$1"]'],
    ["a Map part that is not there", TP, '["$Q1"]'],
    ["a Blob part that is not there", TP, '["$B1"]'],
    ["a server reference part that is not there", TP, '["$h1"]'],
    ["an unknown tag", TP, '["$F1"]'],
    ["a lone $", TP, '["$"]'],
    ["a malformed BigInt", TP, '["$nxyz"]'],
    ["a BigInt too long", TP, `["$n${"9".repeat(301)}"]`],
    ["more than 1,000 arguments", TP, JSON.stringify(Array(MAX_ACTION_ARGS + 1).fill(0))],
    ["nesting deep enough to overflow the decoder", TP, "[".repeat(5000) + "]".repeat(5000)],
    ["application/json", "application/json", "[]"],
    ["no content type", null, "[]"],
    ["a url-encoded form", "application/x-www-form-urlencoded", "a=1"],
    ["Multipart spelled in capitals (read as text by Next)", `Multipart/Form-Data; boundary=${B}`, CONTACT],
    ["multipart without a boundary", "multipart/form-data", CONTACT],
    ["multipart with a boundary the body does not use", "multipart/form-data; boundary=nope", CONTACT],
    ["multipart that is not multipart", MP, "hello there"],
    ["multipart never closed", MP, contactFields + part("0", '[null,"$K1"]')],
    ["multipart without its root part", MP, contactFields + close],
    ["multipart whose root is not JSON", MP, contactFields + part("0", "nope") + close],
    ["multipart whose root is an object", MP, contactFields + part("0", "{}") + close],
    ["multipart referring to a missing part", MP, contactFields + part("0", '["$9"]') + close],
    ["a Blob reference to a text part", MP, part("1", "text") + part("0", '["$B1"]') + close],
    ["an empty multipart body", MP, ""],
  ])("%s", (_label, contentType, body) => {
    expect(why(contentType, body)).not.toBeNull();
  });

  it("without a Next-Action header, checks only a multipart body's framing", () => {
    expect(why("multipart/form-data; boundary=nope", NO_JS_CONTACT, false)).not.toBeNull();
    expect(why("multipart/form-data", NO_JS_CONTACT, false)).not.toBeNull();
    expect(why(MP, contactFields + close, false)).toBeNull(); // no action in it: Next answers that itself (400)
  });

  it("refuses a boundary longer than RFC 2046's 70 characters before scanning the body for it", () => {
    const framed = (b: string) => `--${b}\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n--${b}--\r\n`;
    expect(why(`multipart/form-data; boundary=${"a".repeat(70)}`, framed("a".repeat(70)), false)).toBeNull();
    expect(why(`multipart/form-data; boundary=${"a".repeat(71)}`, framed("a".repeat(71)), false)).toMatch(/longer than 70/);
    // the shape that took 804 ms with a 15,000-character boundary: near-copies of the delimiter, 512 KB
    const long = "a".repeat(15_000);
    const body = `\r\n--${"a".repeat(14_999)}b`.repeat(35).slice(0, 512 * 1024);
    expect(why(`multipart/form-data; boundary=${long}`, body, false)).toMatch(/longer than 70/);
  });
});

describe("actionBodyToCheck", () => {
  const h = (o: Record<string, string>) => new Headers(o);
  it("reads action POSTs to pages and small multipart posts without the header, never route handlers or GETs", () => {
    expect(actionBodyToCheck("POST", "/contact", h({ "next-action": "x" }))).toEqual({ withActionHeader: true });
    expect(actionBodyToCheck("POST", "/contact", h({ "content-type": MP, "content-length": "1128" }))).toEqual({ withActionHeader: false });
    expect(actionBodyToCheck("POST", "/contact", h({ "content-type": MP }))).toBeNull(); // no declared size: left to Next
    expect(actionBodyToCheck("POST", "/contact", h({ "content-type": MP, "content-length": String(600 * 1024) }))).toBeNull();
    expect(actionBodyToCheck("POST", "/contact", h({ "content-type": TP, "content-length": "10" }))).toBeNull();
    expect(actionBodyToCheck("POST", "/api/detect", h({ "next-action": "x" }))).toBeNull();
    expect(actionBodyToCheck("GET", "/contact", h({ "next-action": "x" }))).toBeNull();
  });
});

describe("the proxy in front of a malformed action body", () => {
  const post = (contentType: string, body: string, action: string | null = "7fe80b0fa65f12ae561cc9dd66360929696b53204c") =>
    new NextRequest(new URL("/contact", "http://localhost:3000"), {
      method: "POST",
      headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": contentType, "content-length": String(bytes(body).length), ...(action ? { "next-action": action } : {}) },
      body,
    });

  it("answers 400 with a sentence, as exactly text/plain (Next's client shows that text)", async () => {
    for (const r of [await proxy(post(TP, "hello there")), await proxy(post("multipart/form-data; boundary=nope", CONTACT)), await proxy(post("multipart/form-data; boundary=nope", NO_JS_CONTACT, null))]) {
      expect(r.status).toBe(400);
      expect(r.headers.get("content-type")).toBe("text/plain");
      expect(await r.text()).toBe(ACTION_UNREADABLE);
    }
  });

  it("answers 400, not Next's 500, to multipart parts the platform's form-data parser refuses, with or without the header", async () => {
    const shapes = [
      `--${B}\r\nContent-Disposition: form-data\r\n\r\nx\r\n`,
      `--${B}\r\nContent-Disposition: form-data; name=fullName\r\n\r\nx\r\n`,
      `--${B}\r\nContent-Disposition: attachment; name="fullName"\r\n\r\nx\r\n`,
      `--${B}\r\nContent-Type: text/plain\r\n\r\nx\r\n`,
    ];
    for (const shape of shapes) {
      for (const [body, action] of [[shape + NO_JS_CONTACT, null], [shape + CONTACT, undefined]] as const) {
        expect(await formDataParses(MP, bytes(body))).toBe(false);
        const r = await proxy(post(MP, body, action));
        expect(r.status).toBe(400);
        expect(await r.text()).toBe(ACTION_UNREADABLE);
      }
    }
    expect(await formDataParses(MP, bytes(CONTACT))).toBe(true);
    expect(await formDataParses(MP, bytes(LOGIN))).toBe(true);
  });

  it("lets the real contact form through, with and without JavaScript", async () => {
    expect((await proxy(post(MP, CONTACT))).headers.get("x-middleware-next")).toBe("1");
    expect((await proxy(post(MP, NO_JS_CONTACT, null))).headers.get("x-middleware-next")).toBe("1");
  });
});
