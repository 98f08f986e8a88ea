export * from "./api-service";
export * from "./errors";
export * from "./headers";
