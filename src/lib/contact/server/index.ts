/** Server side of the contact request: the endpoint's logic, its outbox and its mailer (Node only). */
export * from "./config";
export * from "./handler";
export * from "./request";
export * from "./decide";
export * from "./accept";
export * from "./outcome";
export * from "./json-reply";
export * from "./outcome-texts";
export * from "./mailer";
export * from "./outbox";
export * from "./rate-limit";
export * from "./retry-pending";
export * from "./store";
export * from "./blobs-store";
export * from "./blobs-rate-limit";
export * from "./store-from-env";
export * from "./runtime-env";

export { contactFunctionConfig } from "./function-config";
export * from "./scheduled";
