// A Gatsby plugin has an entry file; everything this one does is in gatsby-node.js.
module.exports = {};
