import { handle } from "hono/vercel";
import { createApp } from "@/server/http/app";

// The shop API answers every call afresh; nothing here is prerendered.
export const dynamic = "force-dynamic";

const handler = handle(createApp());

export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const HEAD = handler;
export const OPTIONS = handler;
