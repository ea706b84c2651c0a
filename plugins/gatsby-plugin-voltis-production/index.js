// A Gatsby plugin: see gatsby-node.ts, gatsby-ssr.tsx and gatsby-browser.tsx.
