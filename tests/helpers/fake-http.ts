import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 with a scripted handler, standing in for OpenAI / GPTZero / Sapling in tests.
 * `requests` records what the code under test sent.
 */
export type FakeRequest = { method: string; url: string; headers: IncomingMessage["headers"]; body: unknown };
export type FakeHandler = (req: FakeRequest, res: ServerResponse) => void | Promise<void>;

export async function startFakeServer(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      /* keep raw */
    }
    const r = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body };
    requests.push(r);
    await handler(r, res);
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** A chat-completions answer carrying `content`. */
export function chatAnswer(content: string) {
  return { id: "chatcmpl-test", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] };
}
