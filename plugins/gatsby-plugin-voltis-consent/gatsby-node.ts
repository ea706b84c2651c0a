import type { GatsbyNode } from "gatsby";

/** The plugin only makes sense with a GA4 measurement ID: without one, gatsby-config.ts leaves it out. */
export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    measurementId: Joi.string()
      .pattern(/^G-[A-Z0-9]+$/)
      .required(),
    gtagConfig: Joi.object().pattern(Joi.string(), [Joi.string(), Joi.number(), Joi.boolean()]).default({}),
    respectDNT: Joi.boolean().default(false),
  });
