import * as React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { media, vars } from "../../styles/vars";
import type { YouTubeVideo } from "../../lib/youtube";
import { COOKIE_POLICY_PATH } from "../../lib/consent/cookie-policy";

const VIDEO_POLICY_PATH = `${COOKIE_POLICY_PATH}#videos-youtube`;

/* The same 16:9 box as the project page's other top visuals: nothing moves when the player replaces the poster. */
const Box = styled.div<{ $playing: boolean }>`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${vars.radii.lg};
  background: ${({ $playing }) => ($playing ? vars.colors.dark : vars.colors.placeholder)};
  box-shadow: ${vars.shadows.lifted};
`;

/* Whatever the image component renders fills the box (cropped, never stretched). */
const ImageLayer = styled.div`
  position: absolute;
  inset: 0;

  && > * {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }

  img {
    object-fit: cover;
  }
`;

const Disc = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  color: ${vars.colors.white};
  background: ${vars.colors.accent};
  /* A white halo: the button stands out on light and dark images alike. */
  box-shadow:
    0 0 0 6px rgba(255, 255, 255, 0.55),
    0 12px 32px rgba(15, 23, 41, 0.35);
  transition:
    transform ${vars.motion.hover} ease,
    background-color ${vars.motion.hover} ease,
    box-shadow ${vars.motion.hover} ease;

  svg {
    width: 42%;
    height: 42%;
  }

  ${media.md} {
    width: 88px;
    height: 88px;
  }
`;

/* The whole poster is the control: a link to the video, played in place once scripts run. */
const PlayLink = styled.a`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${vars.colors.white};
  text-decoration: none;
  cursor: pointer;
  /* A light veil that darkens the centre a little, under the button. */
  background: radial-gradient(circle at center, rgba(11, 16, 32, 0.3) 0%, rgba(11, 16, 32, 0.06) 55%);
  transition: background-color ${vars.motion.hover} ease;

  &:hover {
    color: ${vars.colors.white};
    background-color: rgba(11, 16, 32, 0.12);
  }

  &:hover ${Disc} {
    background: ${vars.colors.accentHover};
    transform: scale(1.06);
  }

  /* The box clips an outline drawn outside it: the focus ring is drawn inside, and around the button. */
  &:focus-visible {
    outline: none;
    box-shadow:
      inset 0 0 0 3px ${vars.colors.focus},
      inset 0 0 0 5px ${vars.colors.white};
  }

  &:focus-visible ${Disc} {
    box-shadow:
      0 0 0 4px ${vars.colors.white},
      0 0 0 7px ${vars.colors.focus},
      0 12px 32px rgba(15, 23, 41, 0.35);
  }

  ${media.reducedMotion} {
    &:hover ${Disc} {
      transform: none;
    }
  }
`;

const Player = styled.iframe`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;

  /* Inside the box, which clips an outline drawn outside. */
  &:focus-visible {
    outline-offset: -3px;
    border-radius: inherit;
  }
`;

const Notice = styled.p`
  margin: 0.875rem 0 0;
  font-size: ${vars.fontSizes.xs};
  line-height: 1.5;
  color: ${vars.colors.muted};

  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  a:hover {
    color: ${vars.colors.accent};
  }
`;

/** A filled, rounded play triangle, drawn a little right of centre so it looks centred. */
const PlayMark = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M8.5 5.3v13.4a1.2 1.2 0 0 0 1.83 1.02l10.7-6.7a1.2 1.2 0 0 0 0-2.04l-10.7-6.7A1.2 1.2 0 0 0 8.5 5.3z"
    />
  </svg>
);

export interface VideoPosterProps {
  video: YouTubeVideo;
  projectName: string;
  /** Rendered by the caller; nothing is ever fetched from YouTube for it (no i.ytimg.com thumbnail). */
  image?: React.ReactNode;
  boxTestId?: string;
}

/**
 * A project video that asks before it calls YouTube (CNIL): a link over the project's
 * image in the server HTML; once scripts run, a click plays the youtube-nocookie.com
 * player in place, and a click asking for a new tab still opens YouTube.
 */
export const VideoPoster = ({ video, projectName, image, boxTestId }: VideoPosterProps) => {
  const [playing, setPlaying] = React.useState(false);
  // After hydration the poster acts as a button (it plays here); in the server HTML it is a plain link.
  const [interactive, setInteractive] = React.useState(false);
  const playerRef = React.useRef<HTMLIFrameElement>(null);
  const noticeId = React.useId();

  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render that follows hydration
  React.useEffect(() => setInteractive(true), []);

  React.useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);

  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };

  // Enter on a link is a click already; Space is what activates a button.
  const onKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    setPlaying(true);
  };

  return (
    <div data-video-poster={playing ? "playing" : "poster"}>
      <Box $playing={playing} data-testid={boxTestId}>
        {playing ? (
          <Player
            ref={playerRef}
            src={video.playerUrl}
            title={`Vidéo de présentation du projet ${projectName}`}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <>
            {image && <ImageLayer>{image}</ImageLayer>}
            <PlayLink
              href={video.watchUrl}
              role={interactive ? "button" : undefined}
              aria-describedby={noticeId}
              onClick={onClick}
              onKeyDown={onKeyDown}
            >
              <Disc>
                <PlayMark />
              </Disc>
              <span className="visually-hidden">{`Lire la vidéo du projet ${projectName}`}</span>
            </PlayLink>
          </>
        )}
      </Box>
      <Notice id={noticeId}>
        {
          "Vidéo hébergée par YouTube\u00a0: rien n’est chargé avant la lecture, qui dépose des cookies de YouTube (voir "
        }
        <Link to={VIDEO_POLICY_PATH}>notre politique de cookies</Link>).
      </Notice>
    </div>
  );
};
