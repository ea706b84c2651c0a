// A Gatsby plugin: see gatsby-node.ts (no gatsby-browser: the public pages get nothing from it).
