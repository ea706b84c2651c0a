import {
  graphqlSortOf,
  pagePathOf,
  type ContentKind,
  type KindListing,
  type KindWithPages,
} from "../../lib/content/content-model";
import { listingPagePath, RESERVED_PATHS } from "../../lib/routes";
import { slugProblem } from "../build/public-paths";

/** What `createPages` needs to know of one file of a kind with pages. */
export interface PageSource {
  id: string;
  slug: string | null | undefined;
  file: string;
  draft?: boolean | null;
}

export interface KindSources {
  kind: KindWithPages;
  sources: PageSource[];
}

export interface PagePlan {
  path: string;
  template: string;
  context: { id: string; slug: string };
}

export interface PagesResult {
  pages: PagePlan[];
  /** Problems that must stop the build. */
  errors: string[];
  skipped: string[];
}

/** The connection of a kind's nodes in Gatsby's schema: `allProject` for `Project`. */
export const connectionOf = (kind: ContentKind): string => `all${kind.nodeType}`;

const hasDraft = (kind: ContentKind): boolean => kind.fields.some((field) => field.name === "draft");

/** A kind's order as a GraphQL argument's value: `{ order: ASC }`, `{ publishedAt: DESC }` (`orderOf`, the model). */
export const sortArgumentOf = (kind: ContentKind): string =>
  `{ ${Object.entries(graphqlSortOf(kind))
    .map(([field, direction]) => `${field}: ${direction}`)
    .join(", ")} }`;

/** The query createPages runs: each kind with pages, its nodes in its order, slug, draft flag and file. */
export const pagesQuery = (kinds: KindWithPages[]): string =>
  [
    "query PagesToCreate {",
    ...kinds.map((kind) =>
      [
        `  ${connectionOf(kind)}(sort: ${sortArgumentOf(kind)}) {`,
        `    nodes {`,
        `      id`,
        `      slug`,
        ...(hasDraft(kind) ? [`      draft`] : []),
        `      parent { ... on MarkdownRemark { parent { ... on File { relativePath } } } }`,
        `    }`,
        `  }`,
      ].join("\n"),
    ),
    "}",
  ].join("\n");

export interface PageNode {
  id: string;
  slug: string | null;
  draft?: boolean | null;
  parent?: { parent?: { relativePath?: string | null } | null } | null;
}

export const pageSourcesOf = (kinds: KindWithPages[], data: Record<string, { nodes: PageNode[] }>): KindSources[] =>
  kinds.map((kind) => ({
    kind,
    sources: (data[connectionOf(kind)]?.nodes ?? []).map((node) => ({
      id: node.id,
      slug: node.slug,
      draft: node.draft,
      file: `content/${kind.folder}/${node.parent?.parent?.relativePath ?? "?"}`,
    })),
  }));

/**
 * Plans one page per file of each kind with pages, drafts left out unless `includeDrafts`. A missing slug or
 * a path already taken is an error naming the file.
 */
export const planPages = (
  kinds: KindSources[],
  { includeDrafts = false, publicDir = "public" }: { includeDrafts?: boolean; publicDir?: string } = {},
): PagesResult => {
  const result: PagesResult = { pages: [], errors: [], skipped: [] };
  const taken = new Map<string, string>(
    [...RESERVED_PATHS, ...kinds.flatMap(({ kind }) => (kind.pages.listing ? [kind.pages.listing.path] : []))].map(
      (p) => [p.toLowerCase(), "une page du site"],
    ),
  );

  const add = (source: PageSource, kind: KindWithPages) => {
    const slug = source.slug?.trim();
    if (!slug) {
      result.errors.push(`${source.file} — champ « slug » : est obligatoire pour créer la page.`);
      return;
    }
    // Checked where the page is made, whatever the content check said (src/node/build/public-paths.ts).
    const unsafe = slugProblem(kind, slug, publicDir);
    if (unsafe) {
      result.errors.push(`${source.file} — champ « slug » : ${unsafe}`);
      return;
    }
    if (source.draft && !includeDrafts) {
      result.skipped.push(`${source.file} — brouillon (draft: true), page non publiée.`);
      return;
    }
    const path = pagePathOf(kind, slug);
    const owner = taken.get(path.toLowerCase());
    if (owner) {
      result.errors.push(`${source.file} — champ « slug » : l’adresse ${path} est déjà prise par ${owner}.`);
      return;
    }
    taken.set(path.toLowerCase(), source.file);
    result.pages.push({ path, template: kind.pages.template, context: { id: source.id, slug } });
  };

  for (const { kind, sources } of kinds) sources.forEach((source) => add(source, kind));
  return result;
};

export interface ListingPagePlan {
  path: string;
  template: string;
  context: {
    skip: number;
    limit: number;
    page: number;
    pageCount: number;
    basePath: string;
    title: string;
    /** The kind's order (`graphqlSortOf`), for the listing query's `sort: $sort`. */
    sort?: Record<string, "ASC" | "DESC">;
  };
}

/**
 * A kind's listing in pages of `pageSize` entries: `path`, then `path/2`… Each page holds its own entries
 * only, so its HTML and page data stay the same size however many entries there are.
 */
export const planListingPages = (
  listing: KindListing,
  entryCount: number,
  sort?: Record<string, "ASC" | "DESC">,
): ListingPagePlan[] => {
  const pageCount = Math.max(1, Math.ceil(entryCount / listing.pageSize));
  return Array.from({ length: pageCount }, (_, index) => ({
    path: listingPagePath(listing.path, index + 1),
    template: listing.template,
    context: {
      skip: index * listing.pageSize,
      limit: listing.pageSize,
      page: index + 1,
      pageCount,
      basePath: listing.path,
      title: listing.title,
      ...(sort ? { sort } : {}),
    },
  }));
};
