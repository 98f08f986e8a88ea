// How long a price change takes to reach every instance of the shop. A manager
// changes a product type's adjustment through the first instance; every other
// instance's product page and prices/list are then read until they show the first
// instance's new prices. Fails when one takes longer than the bound (5 s).
//
// As a script, against instances you started on one PostgreSQL:
//   node bench/price-change.mjs http://localhost:3251 http://localhost:3252
// with MANAGER_TOKEN set, or DATABASE_URL set to that database (a manager
// account is then made through the first instance and marked in the database).
// As a module: `priceChangeReachesAllInstances({ urls, managerToken })` (the
// scale-out bench calls it).

const DEFAULT_PRODUCT = "mailer-box-full-color";
const DEFAULT_BOUND_MS = 5000;
const POLL_MS = 50;

async function json(url, init = {}) {
  const response = await fetch(url, init);
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The piece price a product page offers (its JSON-LD Product offer), in minor units. */
async function pagePrice(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const html = await response.text();
  const match = /"@type":"Offer"[^}]*?"price":"(\d+\.\d\d)"/.exec(html);
  if (!match) throw new Error(`No offer price on ${url}`);
  return Math.round(Number(match[1]) * 100);
}

/** What an instance shows of a product: its prices/list answer and its page's offer price. */
async function shown(base, product, region) {
  const [list, page] = await Promise.all([
    json(`${base}/api/prices/list?product=${product}&region=${region}`),
    pagePrice(`${base}/products/${product}?region=${region}`),
  ]);
  return { list: JSON.stringify(list.variants), page };
}

/**
 * Changes `product`'s adjustment through `urls[0]` and waits until every other
 * instance shows the same prices on the product page and in prices/list. Answers
 * the milliseconds each took from the change's answer; throws past `boundMs`.
 * The adjustment is set back afterwards unless `restore` is false.
 */
export async function priceChangeReachesAllInstances({
  urls,
  managerToken,
  product = DEFAULT_PRODUCT,
  region = "eu",
  basisPoints,
  boundMs = DEFAULT_BOUND_MS,
  restore = true,
}) {
  if (!Array.isArray(urls) || urls.length < 2) throw new Error("Two or more instance URLs are needed");
  const [writer, ...readers] = urls.map((url) => url.replace(/\/$/, ""));
  const headers = { "content-type": "application/json", "x-api-token": managerToken };
  const { adjustments } = await json(`${writer}/api/manager/prices/adjustments`, { headers });
  const previous = adjustments.find((adjustment) => adjustment.product === product)?.basis_points ?? 0;
  const target = basisPoints ?? (previous === 1000 ? 0 : 1000);
  const before = await shown(writer, product, region);

  const answer = await json(`${writer}/api/manager/prices/adjustments/${product}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ basis_points: target }),
  });
  const changedAt = performance.now();
  const expected = await shown(writer, product, region);
  if (expected.page === before.page || expected.list === before.list) {
    throw new Error(`The first instance still shows the old prices after the change (${before.page} -> ${expected.page})`);
  }
  const listed = JSON.parse(expected.list).flatMap((variant) => variant.volume_prices.flatMap((tier) => [tier.price, tier.price_with_vat]));
  if (!listed.includes(expected.page)) throw new Error(`The page's price ${expected.page} is not one prices/list gives`);

  const instances = await Promise.all(
    readers.map(async (url) => {
      const reached = { url, listMs: null, pageMs: null };
      while (reached.listMs === null || reached.pageMs === null) {
        const elapsed = performance.now() - changedAt;
        if (elapsed > boundMs) {
          throw new Error(`${url} did not show the new prices within ${boundMs} ms (list ${reached.listMs ?? "old"}, page ${reached.pageMs ?? "old"})`);
        }
        const now = await shown(url, product, region);
        const at = Math.round(performance.now() - changedAt);
        if (reached.listMs === null && now.list === expected.list) reached.listMs = at;
        if (reached.pageMs === null && now.page === expected.page) reached.pageMs = at;
        if (reached.listMs === null || reached.pageMs === null) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return reached;
    }),
  );

  if (restore) {
    await json(`${writer}/api/manager/prices/adjustments/${product}`, { method: "PUT", headers, body: JSON.stringify({ basis_points: previous }) });
  }
  return {
    product,
    region,
    basisPoints: target,
    pricingVersion: answer.pricing_version,
    pagePrice: { before: before.page, after: expected.page },
    instances,
    slowestMs: Math.max(...instances.flatMap((instance) => [instance.listMs, instance.pageMs])),
    boundMs,
  };
}

/** A manager's token for a bench run: an account made through the shop, marked a manager in its database. */
export async function benchManagerToken({ url, databaseUrl }) {
  const email = `bench-manager-${Date.now()}@example.com`;
  const { token } = await json(`${url}/api/v2/users`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Corrugated-Bench-2026" }),
  });
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update users set manager = true where email = $1", [email]);
  } finally {
    await client.end();
  }
  return token;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  if (urls.length < 2) {
    console.error("usage: node bench/price-change.mjs <first instance URL> <other instance URL>...");
    process.exit(2);
  }
  const managerToken = process.env.MANAGER_TOKEN || (await benchManagerToken({ url: urls[0], databaseUrl: process.env.DATABASE_URL }));
  const result = await priceChangeReachesAllInstances({ urls, managerToken });
  for (const instance of result.instances) {
    console.log(`${instance.url}: prices/list after ${instance.listMs} ms, product page after ${instance.pageMs} ms`);
  }
  console.log(
    `price change (${result.product}, ${result.basisPoints} bp, version ${result.pricingVersion}, page ${result.pagePrice.before} -> ${result.pagePrice.after}) reached every instance in ${result.slowestMs} ms (bound ${result.boundMs} ms)`,
  );
}
