/**
 * framer-motion's animation features, in a chunk of their own: LazyMotion loads
 * them after the first paint, so pages that barely animate (the legal pages)
 * do not pay for them in their first-load JavaScript.
 */
import { domAnimation } from "framer-motion";

export default domAnimation;
