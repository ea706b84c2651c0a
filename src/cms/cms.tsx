/**
 * The admin bundle's entry (public/admin/cms.js, compiled apart from the site by
 * plugins/gatsby-plugin-voltis-cms/admin-build.ts): Decap CMS with the config
 * generated from the content model, the previews made of the site's components,
 * and a preSave step that writes what the content check accepts.
 */
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

// French: Decap's, completed where it lacks phrases, a refused value worded as the content check does.
CMS.registerLocale("fr", adminFrench(fr as unknown as Phrases));

// The site's global CSS and fonts (imported above, extracted into cms.css beside cms.js) in the preview frame.
CMS.registerPreviewStyle("cms.css");
// Each kind's preview (src/cms/previews.tsx) on its collection, named by the kind's folder (src/cms/config.ts).
const previews = previewTemplates(__VOLTIS_SITE_TOKENS__);
for (const kind of CONTENT_KINDS) {
  const template = previews[kind.folder];
  if (template) CMS.registerPreviewTemplate(kind.folder, template as never);
}

// Optional fields left empty are left out of the file, an empty price is `null` (« Sur devis »).
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

/**
 * On this machine (`npm run cms`, or a served build opened on localhost) Decap
 * talks to decap-server, which writes the files of content/ directly: a save is
 * the change, there is no pull request to open, so the workflow is the simple
 * one. On the site itself each change is a pull request (editorial workflow).
 */
const local = __VOLTIS_CMS_CONFIG__.local_backend.allowed_hosts.includes(window.location.hostname);
CMS.init({ config: { ...__VOLTIS_CMS_CONFIG__, ...(local ? { publish_mode: "simple" } : {}) } as never });
