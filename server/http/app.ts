import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { API_TOKEN_HEADER, REGION_HEADER } from "@/lib/api/headers";
import { analyticsRoutes } from "@/server/analytics/routes";
import { approvalRoutes } from "@/server/approvals/routes";
import { catalogRoutes } from "@/server/catalog/routes";
import { designRoutes } from "@/server/designs/routes";
import { dielineRoutes } from "@/server/dielines/routes";
import { healthRoutes } from "@/server/health/routes";
import { invoiceRoutes } from "@/server/invoices/routes";
import { monitoringRoutes } from "@/server/monitoring/routes";
import { priceAdjustmentRoutes } from "@/server/pricing/adjustment-routes";
import { pricingRoutes } from "@/server/pricing/routes";
import { checkoutRoutes } from "@/server/checkout/routes";
import { companyRoutes } from "@/server/companies/routes";
import { priceListRoutes } from "@/server/price-lists/routes";
import { fileRoutes } from "@/server/files/routes";
import { orderExtrasRoutes } from "@/server/orders/extras-routes";
import { promotionRoutes } from "@/server/orders/promotion-routes";
import { orderRoutes } from "@/server/orders/routes";
import { offerRoutes } from "@/server/offers/routes";
import { paymentRoutes } from "@/server/payments/routes";
import { quoteRoutes } from "@/server/quotes/routes";
import { contentRoutes } from "@/server/content/routes";
import { samplePackRoutes } from "@/server/samples/routes";
import { webhookRoutes } from "@/server/payments/webhooks";
import { profileRoutes } from "@/server/users/profile-routes";
import { userRoutes } from "@/server/users/routes";
import type { AppEnv } from "./context";
import { renderDocsPage, type OpenApiDocument } from "./docs-page";
import { isDatabaseUnavailable } from "@/server/db/errors";
import { errorEnvelope, HttpError, isUnstorableText } from "./errors";
import { logger } from "./logger";
import { requestBodyLimit } from "./body-limits";
import { noStoreByDefault } from "./cache";
import { requestLog, storefrontHeaders, unroutableRequests } from "./middleware";
import { API_TOKEN_SECURITY_SCHEME } from "./schemas";

/**
 * The shop API: one Hono app under /api, mounted by app/api/[[...route]]/route.ts.
 * Each domain contributes a router from server/<domain>/routes.ts.
 */

const DOCUMENT_CONFIG = {
  openapi: "3.1.0",
  info: {
    title: "Boxwright shop API",
    version: "1",
    description: `Every call may carry the ${REGION_HEADER} header (the storefront, default eu) and the ${API_TOKEN_HEADER} header (the user's token). Errors are {"error": {"code", "message", "details"}}.`,
  },
  // The token is optional on public calls: either the apiKey scheme or nothing.
  security: [{ [API_TOKEN_SECURITY_SCHEME]: [] } as Record<string, string[]>, {}],
};

export function createApp() {
  const app = new OpenAPIHono<AppEnv>().basePath("/api");

  app.use("*", requestLog);
  app.use("*", noStoreByDefault);
  app.use("*", unroutableRequests);
  // Before any route or header check reads the body: see body-limits.ts for each route's size.
  app.use("*", requestBodyLimit);
  app.use("*", storefrontHeaders);

  app.route("/", healthRoutes);
  app.route("/", monitoringRoutes);
  app.route("/", pricingRoutes);
  app.route("/", priceAdjustmentRoutes);
  app.route("/", catalogRoutes);
  app.route("/", userRoutes);
  app.route("/", profileRoutes);
  app.route("/", orderRoutes);
  app.route("/", orderExtrasRoutes);
  app.route("/", promotionRoutes);
  app.route("/", checkoutRoutes);
  app.route("/", paymentRoutes);
  app.route("/", webhookRoutes);
  app.route("/", invoiceRoutes);
  app.route("/", designRoutes);
  app.route("/", dielineRoutes);
  app.route("/", fileRoutes);
  app.route("/", quoteRoutes);
  app.route("/", offerRoutes);
  app.route("/", approvalRoutes);
  app.route("/", companyRoutes);
  app.route("/", priceListRoutes);
  app.route("/", samplePackRoutes);
  app.route("/", analyticsRoutes);
  app.route("/", contentRoutes);

  app.openAPIRegistry.registerComponent("securitySchemes", API_TOKEN_SECURITY_SCHEME, {
    type: "apiKey",
    in: "header",
    name: API_TOKEN_HEADER,
  });
  app.doc31("/openapi.json", DOCUMENT_CONFIG);
  app.get("/docs", (c) => {
    const document = app.getOpenAPI31Document(DOCUMENT_CONFIG) as unknown as OpenApiDocument;
    return c.html(renderDocsPage(document));
  });

  app.notFound((c) => c.json(errorEnvelope("not_found", `No API path ${c.req.method} ${c.req.path}`), 404));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      // A refusal that says when to come back (rate limits, a full queue) says it in the header too, as HTTP clients read it.
      const retryAfter = (error.details as { retry_after_seconds?: unknown } | null)?.retry_after_seconds;
      if ((error.status === 429 || error.status === 503) && typeof retryAfter === "number") c.header("Retry-After", String(retryAfter));
      return c.json(errorEnvelope(error.code, error.message, error.details), error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own input errors, such as a body that is not JSON.
      return c.json(errorEnvelope("bad_request", error.message || "Bad request"), error.status);
    }
    if (isUnstorableText(error)) {
      return c.json(errorEnvelope("invalid_request", "The request holds characters the shop cannot store, such as a NUL character"), 400);
    }
    if (isDatabaseUnavailable(error)) {
      // A database restart or a network cut: nothing was wrong with the request, and the pool reconnects by itself.
      (c.get("log") ?? logger).warn({ err: error }, "database unavailable");
      c.header("Retry-After", "5");
      return c.json(errorEnvelope("service_unavailable", "The shop is briefly unavailable. Please try again in a few seconds."), 503);
    }
    (c.get("log") ?? logger).error({ err: error }, "unhandled error");
    return c.json(errorEnvelope("internal_error", "Something went wrong on our side. Please try again."), 500);
  });

  return app;
}

export type ShopApi = ReturnType<typeof createApp>;
