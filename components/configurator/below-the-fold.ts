/**
 * The savings table and the size guide, below the product page's first screen: one
 * module, so the page's first load carries one loader for both (./preloaded-lazy).
 */
export { SavingsLadder } from "./SavingsLadder";
export { SizeGuide } from "./SizeGuide";
