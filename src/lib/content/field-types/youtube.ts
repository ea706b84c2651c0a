import { ruleType } from "./field-type";

export const youtubeType = ruleType(
  "youtube",
  "adresse d’intégration YouTube (`https://www.youtube-nocookie.com/embed/…`)",
  "youtube",
);
