import { env } from "node:process";
import type { ContactEnv } from "./config";

/**
 * The live environment, read when a request comes: Gatsby's webpack freezes `process.env` in a function, but
 * leaves `node:process`'s `env` to Node (docs/deploying.md, "The contact function and Gatsby's compile").
 */
export const runtimeEnv = (): ContactEnv => env;
