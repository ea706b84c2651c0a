import permis from "./gerer-mon-permis.mjs";
import vehicules from "./gerer-mes-vehicules.mjs";
import mbc from "./marrakech-business-class.mjs";
import kitchen from "./elegance-kitchen-marrakech.mjs";
import doubleSolution from "./double-solution.mjs";
import riad from "./riad-dar-lina.mjs";
import kidsCare from "./kids-care.mjs";

// `thumbnail: false` skips the wide banner (only five projects have one).
export default [permis, vehicules, mbc, kitchen, doubleSolution, riad, kidsCare];
