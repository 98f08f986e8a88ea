// `npm run api:contract`: writes the browser's types of the shop API (lib/api/contract.gen.ts)
// from the routes' schemas. Run it after changing a route's request or answer.
import { writeFileSync } from "node:fs";
import { CONTRACT_FILE, contractSource } from "@/server/http/contract";

const source = await contractSource();
writeFileSync(new URL(`../${CONTRACT_FILE}`, import.meta.url), source);
console.log(`Wrote ${CONTRACT_FILE}`);
process.exit(0);
