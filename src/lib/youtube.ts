/** A project's video from its embed address, shown as a poster until played (docs/consent.md, "Project videos"). */
export interface YouTubeVideo {
  id: string;
  /** Where the poster leads without JavaScript. */
  watchUrl: string;
  /** Started at once: the visitor just asked for it. */
  playerUrl: string;
}

const EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,})(?:\?([\w=&-]*))?$/;

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
