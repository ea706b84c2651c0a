/** Server side of the contact request: the endpoint's logic, its outbox and its mailer (Node only). */
export * from "./config";
export * from "./handler";
export * from "./mailer";
export * from "./outbox";
export * from "./rate-limit";
export * from "./resend";

export { contactFunctionConfig } from "./function-config";
