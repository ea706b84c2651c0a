/** The contact request's shared module: what the form and the endpoint both use. */
export * from "./constants";
export * from "./form-definition";
export * from "./schema";
export * from "./payload";
export * from "./phone";
