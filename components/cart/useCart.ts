"use client";

import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { BusyState } from "@/components/busy/busy-states";
import { useApi } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { analytics } from "@/lib/analytics/browser";
import { answered } from "@/lib/api/answers";
import { cartKey, loadOpenCart } from "./cart-query";
import { ApiError } from "@/lib/api/errors";
import type { CurrencyFormatter } from "@/lib/money/format";
import { useCartErrorText } from "./errors";
import type { LineChange, NewLine, Order } from "./types";
import { idempotencyHeaders } from "@/lib/api/idempotency";

/**
 * The visitor's open cart and every change to it. The cart is the order the
 * server answers for GET v2/orders/current; a cart is created only when something
 * is added. Each change answers with the whole re-priced order, which replaces
 * the cached one, so the browser never works out a price. Changes run one after
 * another: a quick second change waits for the first instead of racing it.
 */

// The cart's query lives in a module of its own, so the header's count island loads no more than it.
export { cartKey, loadOpenCart };

/**
 * One queue of changes per query cache, shared by every island on the page: two
 * "add" buttons clicked at once must not each create a cart.
 */
const queues = new WeakMap<QueryClient, { current: Promise<unknown> }>();

function queueOf(queryClient: QueryClient) {
  let queue = queues.get(queryClient);
  if (!queue) {
    queue = { current: Promise.resolve() };
    queues.set(queryClient, queue);
  }
  return queue;
}

/** A change in progress: one of the spec's busy overlays, or "quiet" for small changes shown inline. */
export type CartActivity = BusyState | "quiet";

export type CartStatus = "loading" | "ready" | "error";

export interface CartChangeOptions {
  /** Shows a failure next to the control that caused it instead of at the top of the page. */
  onError?: (message: string) => void;
}

export function useCart(formatter: CurrencyFormatter) {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const errorText = useCartErrorText(formatter);
  const userId = session.user?.id;
  const key = useMemo(() => cartKey(userId), [userId]);
  const query = useQuery({ queryKey: key, queryFn: () => loadOpenCart(api), enabled: userId !== undefined, staleTime: 0 });
  const [activity, setActivity] = useState<CartActivity | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const status: CartStatus = session.status === "error" || query.isError ? "error" : query.isSuccess ? "ready" : "loading";

  /** The open cart, created now when there is none. */
  const ensureCart = useCallback(async (): Promise<Order> => {
    let order = queryClient.getQueryData<Order | null>(key);
    if (order === undefined) order = await queryClient.fetchQuery({ queryKey: key, queryFn: () => loadOpenCart(api) });
    if (order) return order;
    setActivity("preparingOrder");
    const created = answered(await api.post("/v2/orders", {}, { auth: true, headers: idempotencyHeaders() }), "new cart");
    queryClient.setQueryData(key, created);
    return created;
  }, [api, key, queryClient]);

  const existingCart = useCallback((): Order => {
    const order = queryClient.getQueryData<Order | null>(key);
    if (!order) throw new Error("There is no open cart to change");
    return order;
  }, [key, queryClient]);

  /** Queues a change; resolves to whether it succeeded (failures are shown, not thrown). */
  const change = useCallback(
    (state: CartActivity, job: () => Promise<Order | null>, options: CartChangeOptions = {}): Promise<boolean> => {
      setWaiting((count) => count + 1);
      const queue = queueOf(queryClient);
      const task = queue.current.then(async () => {
        setActivity(state);
        setError(null);
        try {
          const order = await job();
          if (order) queryClient.setQueryData(key, order);
          return true;
        } catch (failure) {
          const message = errorText(failure);
          if (options.onError) options.onError(message);
          else setError(message);
          // The order moved on elsewhere (paid in another tab): show what it is now.
          if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) void queryClient.invalidateQueries({ queryKey: key });
          return false;
        } finally {
          setActivity(null);
          setWaiting((count) => count - 1);
        }
      });
      queue.current = task;
      return task;
    },
    [errorText, key, queryClient],
  );

  const actions = useMemo(() => {
    return {
      addLine: (line: NewLine, options?: CartChangeOptions) =>
        change(
          "addingItemToOrder",
          async () => {
            const order = await ensureCart();
            setActivity("addingItemToOrder");
            const before = new Set(order.line_items.map((existing) => existing.id));
            const updated = await api.post("/v2/orders/{number}/line_item", line, { path: { number: order.number }, auth: true });
            const added = updated?.line_items.find((candidate) => !before.has(candidate.id));
            if (added) analytics.productAdded(added.id, { sku: added.sku, quantity: added.quantity });
            return updated;
          },
          options,
        ),
      updateLine: (lineId: number, lineChange: LineChange) =>
        change("updatingQuantityQuality", () =>
          api.put("/orders/{number}/line_items/{itemId}", { line_item: lineChange }, { path: { number: existingCart().number, itemId: lineId }, auth: true }),
        ),
      removeLine: (lineId: number, options?: CartChangeOptions) =>
        change(
          "quiet",
          () => api.delete("/orders/{number}/line_items/{itemId}", { path: { number: existingCart().number, itemId: lineId }, auth: true }),
          options,
        ),
      /** The warranty is removed on the v2 path, as spec section 7 names it. */
      removeService: (lineId: number) =>
        change("quiet", () => api.delete("/v2/orders/{number}/line_items/{itemId}", { path: { number: existingCart().number, itemId: lineId }, auth: true })),
      applyCoupon: (code: string, options?: CartChangeOptions) =>
        change(
          "quiet",
          () => api.put("/orders/{number}/apply_coupon_code", { coupon_code: code }, { path: { number: existingCart().number }, auth: true }),
          options,
        ),
      removeCoupon: (options?: CartChangeOptions) =>
        change("quiet", () => api.delete("/orders/{number}/coupon_code", { path: { number: existingCart().number }, auth: true }), options),
      setTrees: (quantity: number, options?: CartChangeOptions) =>
        change(
          "quiet",
          () => {
            const order = existingCart();
            const planted = order.line_items.some((line) => line.kind === "trees");
            const body = { order_number: order.number, quantity };
            return planted
              ? api.put("/v1/sustainability/update_quantity_of_trees", body, { auth: true })
              : api.post("/v1/sustainability/add_tree_line_item", body, { auth: true });
          },
          options,
        ),
      setExpertCheck: (parentId: number, wanted: boolean) =>
        change("quiet", () =>
          wanted
            ? api.post("/v2/expert_checks", { parent_id: parentId }, { auth: true })
            : api.delete("/v2/expert_checks", { body: { parent_id: parentId }, auth: true }),
        ),
      setBundleQuantity: (bundleId: number, quantity: number) =>
        change("updatingQuantityQuality", () => api.patch("/v2/bundles", { bundle_id: bundleId, quantity, order_id: existingCart().number }, { auth: true })),
      removeBundle: (bundleId: number, options?: CartChangeOptions) =>
        change("quiet", () => api.post("/v2/bundles/destroy", { bundle_id: bundleId, order_id: existingCart().number }, { auth: true }), options),
      /** A bundle is created first, then its lines are added under its id, all or none. */
      addBundle: (skus: readonly string[], quantity: number, options?: CartChangeOptions) =>
        change(
          "addingItemToOrder",
          async () => {
            const order = await ensureCart();
            setActivity("addingItemToOrder");
            const bundle = answered(await api.post("/v2/bundles", { order_id: order.number, quantity }, { auth: true }), "new bundle");
            queryClient.setQueryData(key, bundle.order);
            const line_items_params = skus.map((sku) => ({ sku, quantity, purchase_trigger: "bundles" }));
            try {
              return await api.post(
                "/v2/orders/{number}/line_items/bulk_create",
                { bundle_id: bundle.bundle_id, line_items_params },
                { path: { number: order.number }, auth: true },
              );
            } catch (failure) {
              // No lines were added; an empty bundle left behind would only confuse the cart.
              await api.post("/v2/bundles/destroy", { bundle_id: bundle.bundle_id, order_id: order.number }, { auth: true }).catch(() => undefined);
              throw failure;
            }
          },
          options,
        ),
    };
  }, [api, change, ensureCart, existingCart, key, queryClient]);

  return {
    status,
    /** undefined while loading; null when the visitor has no open cart. */
    order: query.data,
    /** The change being made now, if any. */
    activity,
    /** Changes made or waiting their turn. */
    pending: waiting,
    error,
    dismissError: useCallback(() => setError(null), []),
    ...actions,
  };
}

export type Cart = ReturnType<typeof useCart>;
