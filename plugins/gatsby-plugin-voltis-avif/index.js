// A Gatsby plugin: see gatsby-node.ts.
