import permis from "./gerer-mon-permis";
import vehicules from "./gerer-mes-vehicules";
import mbc from "./marrakech-business-class";
import kitchen from "./elegance-kitchen-marrakech";
import doubleSolution from "./double-solution";
import riad from "./riad-dar-lina";
import kidsCare from "./kids-care";
import type { ProjectArt } from "../lib/devices";

// `thumbnail: false` skips the wide banner (only five projects have one).
const projects: ProjectArt[] = [permis, vehicules, mbc, kitchen, doubleSolution, riad, kidsCare];
export default projects;
