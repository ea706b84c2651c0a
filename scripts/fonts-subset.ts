/**
 * `npm run fonts:subset`: writes the French subsets of the two fonts, their
 * @font-face rules and the table the titles are fitted with
 * (fallback-advances.json) to src/fonts/ (see src/node/tools/font-subset.ts).
 * Run it after changing the character list or upgrading @fontsource; a unit
 * test fails while the committed files differ from what it would write.
 */
import * as path from "path";
import { writeSubsets } from "../src/node/tools/font-subset";

const dir = path.resolve(__dirname, "..", "src", "fonts");
writeSubsets(dir).then(
  (sizes) => {
    for (const [file, bytes] of Object.entries(sizes))
      console.log(`src/fonts/${file} : ${(bytes / 1024).toFixed(1)} Ko`);
    console.log("src/fonts/fonts-fr.css");
    console.log("src/fonts/fallback-advances.json");
  },
  (error: Error) => {
    console.error(`Sous-ensembles des polices impossibles à écrire : ${error.message}`);
    process.exitCode = 1;
  },
);
