import { env } from "node:process";
import type { ContactEnv } from "./config";

/**
 * The environment of the running process, read when a request comes: the
 * contact function's settings (SMTP_URL, CONTACT_*) are the server's, set
 * after the build (Netlify's site settings, `gatsby serve`'s environment).
 *
 * Gatsby compiles its Functions with webpack's DefinePlugin, which writes the
 * build's value in place of every `process.env.NAME` and `({})` in place of
 * `process.env` itself (node_modules/gatsby/dist/internal-plugins/functions/gatsby-node.js):
 * in a function, `process.env` is the build's environment, frozen. DefinePlugin
 * replaces expressions on the global `process`; `env` here is Node's own
 * export of the module `node:process` (Node's documentation of `process.env`
 * imports it so), which webpack leaves to Node at run time like any built-in
 * module. So this reads the live environment under `gatsby serve`, `gatsby
 * develop` and Netlify alike. __tests__/built/contact-function.test.ts sets the
 * settings after the build and would fail on a frozen copy.
 */
export const runtimeEnv = (): ContactEnv => env;
