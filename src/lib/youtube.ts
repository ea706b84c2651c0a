/**
 * A project's video, from the embed address a writer puts in `youtubeLink_embeded`
 * (`https://www.youtube-nocookie.com/embed/<id>`, or www.youtube.com/embed/…, as
 * the content check accepts). The page never embeds it as it loads (CNIL: nothing
 * reaches Google before the visitor asks): it shows a poster that links to the
 * video on YouTube and becomes the privacy-enhanced player on click.
 */
export interface YouTubeVideo {
  id: string;
  /** The video's page on YouTube: where the poster leads without JavaScript. */
  watchUrl: string;
  /** The privacy-enhanced player, started at once (the visitor just asked for it). */
  playerUrl: string;
}

const EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})(?:\?([\w=&-]*))?$/;

/** The video behind an embed address, or null if it is not one. */
export const youTubeVideo = (embedUrl: string | null | undefined): YouTubeVideo | null => {
  const match = embedUrl ? EMBED.exec(embedUrl.trim()) : null;
  if (!match) return null;
  const [, id, query = ""] = match;
  const params = new URLSearchParams(query);
  params.set("autoplay", "1");
  const watch = new URLSearchParams({ v: id });
  // A start time set by the writer applies to both.
  const start = params.get("start");
  if (start && /^\d+$/.test(start)) watch.set("t", `${start}s`);
  return {
    id,
    watchUrl: `https://www.youtube.com/watch?${watch.toString()}`,
    playerUrl: `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`,
  };
};
