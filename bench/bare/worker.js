// The bench's yardsticks, served by a second `wrangler dev` in the same run as the service:
// the cheapest route workerd can answer (GET /noop) and the cheapest Durable Object write
// (GET /write: one object, one SQLite INSERT). A purchase is compared with both.
import { DurableObject } from "cloudflare:workers";

export class OneWrite extends DurableObject {
  constructor(ctx, env) {
    super(ctx, env);
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS writes (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL)");
  }

  write() {
    this.ctx.storage.sql.exec("INSERT INTO writes (at) VALUES (?)", Date.now());
    return { ok: true };
  }
}

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === "/noop") return new Response("ok");
    if (pathname === "/write") return Response.json(await env.ONE_WRITE.getByName("one").write());
    return new Response("not found", { status: 404 });
  },
};
