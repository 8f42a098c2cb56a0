import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

type StoredFile = { bytes: Buffer; contentType: string; cacheControl?: string };

/**
 * A small HTTP server that speaks the part of the Supabase Storage REST API (storage-api, /storage/v1) the product
 * uses: upload with x-upsert, authenticated download, and remove by prefixes, with the service-role key checked on
 * every call and the API's JSON error bodies ({ statusCode, error, message }).
 */
export async function startFakeSupabaseStorage(serviceKey: string, buckets: string[] = ["assignments"]) {
  const files = new Map<string, StoredFile>();
  const known = new Set(buckets);
  const requests: { method: string; url: string }[] = [];

  const fail = (res: http.ServerResponse, status: number, error: string, message: string) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ statusCode: String(status), error, message }));
  };
  const readBody = async (req: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://storage");
    requests.push({ method: req.method ?? "", url: url.pathname });
    if (req.headers.apikey !== serviceKey || req.headers.authorization !== `Bearer ${serviceKey}`) {
      return fail(res, 403, "Unauthorized", "invalid signature");
    }
    const match = /^\/storage\/v1\/object\/([^/]+)(?:\/(.+))?$/.exec(url.pathname);
    if (!match) return fail(res, 404, "not_found", "Route not found");
    const [, bucket, objectPath] = match;
    if (!known.has(bucket)) return fail(res, 404, "Bucket not found", "Bucket not found");
    const key = `${bucket}/${decodeURIComponent(objectPath ?? "")}`;

    if (req.method === "POST" && objectPath) {
      const bytes = await readBody(req);
      if (files.has(key) && req.headers["x-upsert"] !== "true") return fail(res, 409, "Duplicate", "The resource already exists");
      files.set(key, { bytes, contentType: String(req.headers["content-type"] ?? ""), cacheControl: req.headers["cache-control"] });
      return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ Key: key, Id: randomUUID() }));
    }
    if (req.method === "GET" && objectPath) {
      const file = files.get(key);
      if (!file) return fail(res, 404, "not_found", "Object not found");
      return res.writeHead(200, { "content-type": file.contentType, "content-length": file.bytes.length }).end(file.bytes);
    }
    if (req.method === "DELETE" && !objectPath) {
      const { prefixes } = JSON.parse((await readBody(req)).toString() || "{}") as { prefixes?: string[] };
      const removed = (prefixes ?? []).filter((p) => files.delete(`${bucket}/${p}`)).map((name) => ({ name, bucket_id: bucket }));
      return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(removed));
    }
    return fail(res, 405, "method_not_allowed", "Method not allowed");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
