import { describeValue, type FieldTypeModule } from "./field-type";

/**
 * A file beside the Markdown file, by its relative path (`./image.png`); it must exist, which the Node side
 * says (`fileExists` in the context). With `scaledImage`, a large image (src/node/content/source-images.ts).
 */
export const fileType: FieldTypeModule<"file"> = {
  name: "file",
  label: "fichier, chemin relatif au Markdown (`./…`)",
  check: (_spec, value, context) => {
    if (typeof value !== "string" || value.trim() === "") return `doit être le chemin d’une image, trouvé ${describeValue(value)}.`;
    if (context.fileExists && !context.fileExists(value)) {
      return `l’image « ${value} » n’existe pas (le chemin part du dossier du fichier Markdown).`;
    }
    return null;
  },
  graphql: () => ({ type: "File", directive: "@fileByRelativePath" }),
  cms: () => ({ widget: "image", choose_url: false, media_library: { config: { multiple: false } } }),
};
