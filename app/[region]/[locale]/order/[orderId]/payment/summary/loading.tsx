import { BusyOverlay } from "@/components/busy/BusyOverlay";

/** Settling a payment with the provider can take a moment: say so while it does. */
export default function Loading() {
  return <BusyOverlay state="returningFromPayment" />;
}
