// A Gatsby plugin: see gatsby-node.ts (its options), gatsby-ssr.tsx and gatsby-browser.tsx.
