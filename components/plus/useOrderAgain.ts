"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { cartKey } from "@/components/cart/useCart";
import { useApi, useRegionPath } from "@/components/providers/AppProviders";
import { useSession } from "@/components/providers/SessionProvider";
import { ApiNetworkError } from "@/lib/api/errors";
import { skuParts } from "@/components/account/boxes/sku";
import { orderAgain, refused, type Reorder } from "./api";

/**
 * "Order again": the line goes into the open cart and the buyer to the cart. One
 * reorder at a time; a refusal is kept by the item it was for, in the buyer's language.
 */
export function useOrderAgain() {
  const t = useTranslations("Plus.items");
  const api = useApi();
  const router = useRouter();
  const path = useRegionPath();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const errorText = useCallback(
    (error: unknown) => {
      if (refused(error, 422, "design_not_found")) return t("designGone");
      if (refused(error, 400, "invalid_variant")) return t("unavailable");
      if (refused(error, 409)) return t("cartLocked");
      if (error instanceof ApiNetworkError) return t("network");
      return t("failed");
    },
    [t],
  );

  const reorder = useCallback(
    async (key: string, line: Reorder) => {
      if (busy) return;
      setBusy(key);
      setErrors(({ [key]: _dropped, ...rest }) => rest);
      try {
        await orderAgain(api, line);
        // The cart page reads the cart afresh rather than an answer cached before this line.
        await queryClient.invalidateQueries({ queryKey: cartKey(user?.id) });
        router.push(path("/cart"));
      } catch (error) {
        if (refused(error, 409, "offer_price_expired")) {
          // The offer's price has ended: the same product and quantity go to a new quote request instead.
          const slug = skuParts(line.sku).slug;
          router.push(`${path("/quote")}?mode=0${slug ? `&product=${encodeURIComponent(slug)}` : ""}&quantity=${line.quantity}`);
          return;
        }
        setErrors((current) => ({ ...current, [key]: errorText(error) }));
        setBusy(null);
      }
    },
    [api, busy, errorText, path, queryClient, router, user?.id],
  );

  return { busy, errors, reorder };
}
