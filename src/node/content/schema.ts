/**
 * GraphQL types of every content kind. Declared explicitly (`@dontInfer`) so that
 * queries never break on an empty folder and generated types are not all optional.
 * Field names follow the specification; the frontmatter `id` becomes `order`
 * because `id` is the node's own identifier.
 */
export const typeDefs = /* GraphQL */ `
  type ProjectTag {
    id: Int!
    name: String!
  }

  type NavItem {
    id: Int!
    title: String!
    link: String!
  }

  type TocEntry {
    id: String!
    value: String!
  }

  type Project implements Node @dontInfer {
    order: Int!
    slug: String!
    name: String!
    title: String!
    client: String
    year: Int
    image: File! @fileByRelativePath
    thumbnail_image: File @fileByRelativePath
    icon: File! @fileByRelativePath
    "The card's logo (icon) as markup to draw inside the page (src/node/content/inline-svg.ts)."
    iconSvg: InlineSvg!
    iconPage: File @fileByRelativePath
    isReverse: Boolean!
    isAvailable: Boolean!
    tags: [ProjectTag!]!
    websiteLink: String!
    youtubeLink_embeded: String
    draft: Boolean!
    "Plain-text summary of the description, for meta tags and cards."
    description: String!
    "The description (Markdown body) as HTML."
    html: String! @markdownPassthrough(field: "html")
  }

  type LegalPage implements Node @dontInfer {
    order: Int!
    slug: String!
    title: String!
    description: String!
    updatedAt: Date @dateformat
    toc: Boolean!
    html: String! @markdownPassthrough(field: "html")
    headings: [TocEntry!]! @markdownHeadings
  }

  type Service implements Node @dontInfer {
    order: Int!
    title: String!
    icon: String!
    width: Int!
    image: File @fileByRelativePath
    html: String! @markdownPassthrough(field: "html")
  }

  type Offer implements Node @dontInfer {
    order: Int!
    website: String!
    label_price: String!
    price: Int
    desc: String!
    button: String!
    icon: String!
    benefits: [String!]!
    popular: Boolean!
  }

  type ProcessStep implements Node @dontInfer {
    order: Int!
    step: String!
    title: String!
    html: String! @markdownPassthrough(field: "html")
  }

  type Stat implements Node @dontInfer {
    order: Int!
    value: String!
    title: String!
    icon: String!
  }

  type ClientLogo implements Node @dontInfer {
    order: Int!
    name: String!
    icon: File! @fileByRelativePath
    "The logo as markup to draw inside the page (src/node/content/inline-svg.ts)."
    svg: InlineSvg!
  }

  type InlineSvg {
    viewBox: String!
    markup: String!
  }

  type HomeContent implements Node @dontInfer {
    heroEyebrow: String!
    heroTitle: String!
    heroText: String!
    heroClaim: String!
    logosTitle: String!
    projectsTitle: String!
    projectsText: String!
    statsTitle: String!
    offersTitle: String!
    offersText: String!
    offersNote: String!
    servicesTitle: String!
    servicesText: String!
    aboutTitle: String!
    aboutText: String!
    aboutPoints: [String!]!
    processTitle: String!
    processText: String!
    contactTitle: String!
    contactText: String!
    portfolioTitle: String!
    portfolioText: String!
  }

  type Navigation implements Node @dontInfer {
    header: [NavItem!]!
    footerSections: [NavItem!]!
    footerPages: [NavItem!]!
  }
`;

/** Default values for optional booleans, so the GraphQL type can say `Boolean!`. */
export const BOOLEAN_DEFAULTS: Record<string, Record<string, boolean>> = {
  Project: { draft: false },
  LegalPage: { toc: false },
  Offer: { popular: false },
};
