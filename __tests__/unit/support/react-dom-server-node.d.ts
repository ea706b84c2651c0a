// react-dom ships server.node.js (the Node build of its server renderer) without types of its own;
// it exports what "react-dom/server" declares. Unit tests import it under jsdom, which lacks TextEncoder.
declare module "react-dom/server.node" {
  export * from "react-dom/server";
}
