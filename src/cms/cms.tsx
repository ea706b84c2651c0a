/** The admin bundle's entry (plugins/gatsby-plugin-voltis-cms/admin-build.ts): Decap with the generated config and the site's previews. */
import CMS from "decap-cms-app";
import { fr } from "decap-cms-locales";
import "../styles/global-styles";
import type { CmsConfig } from "./config";
import { cleanEntryData } from "./config";
import { adminFrench, type Phrases } from "./locale-fr";
import type { SiteTokens } from "../lib/markdown/tokens";
import { previewTemplates } from "./previews";
import { CONTENT_KINDS } from "../lib/content/content-model";
import { showFrontMatterRefusals } from "./front-matter-refusals";

declare const __VOLTIS_CMS_CONFIG__: CmsConfig;
declare const __VOLTIS_SITE_TOKENS__: SiteTokens;

interface ImmutableMap {
  toJS: () => Record<string, unknown>;
  delete: (key: string) => ImmutableMap;
  set: (key: string, value: unknown) => ImmutableMap;
}

// A file whose front matter is not YAML is refused unread; the writer is told so (./front-matter-refusals.ts).
showFrontMatterRefusals();

// Decap's French, completed where it lacks phrases.
CMS.registerLocale("fr", adminFrench(fr as unknown as Phrases));

CMS.registerPreviewStyle("cms.css");
const previews = previewTemplates(__VOLTIS_SITE_TOKENS__);
for (const kind of CONTENT_KINDS) {
  const template = previews[kind.folder];
  if (template) CMS.registerPreviewTemplate(kind.folder, template as never);
}

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }: { entry: { get: (key: string) => unknown } }) => {
    const data = entry.get("data") as ImmutableMap;
    const before = data.toJS();
    const after = cleanEntryData(String(entry.get("collection")), before);
    let next = data;
    for (const key of Object.keys(before)) {
      if (!(key in after)) next = next.delete(key);
      else if (after[key] !== before[key]) next = next.set(key, after[key]);
    }
    return next;
  },
} as never);

/** On localhost, decap-server writes content/ directly: no pull request, so the simple workflow. */
const local = __VOLTIS_CMS_CONFIG__.local_backend.allowed_hosts.includes(window.location.hostname);
CMS.init({ config: { ...__VOLTIS_CMS_CONFIG__, ...(local ? { publish_mode: "simple" } : {}) } as never });
