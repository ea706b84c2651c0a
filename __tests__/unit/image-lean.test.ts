/**
 * plugins/gatsby-plugin-image-lean swaps react-dom/server for a small static
 * renderer in the browser bundle. gatsby-plugin-image must get exactly the same
 * HTML from it as from React's own server renderer, for every kind of image.
 */
import type * as ReactDomServer from "react-dom/server";
import { TextEncoder } from "util";

// React's server renderer needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder });

// eslint-disable-next-line @typescript-eslint/no-require-imports
const lean = require("../../plugins/gatsby-plugin-image-lean/static-markup.js") as typeof ReactDomServer;
const LAZY_HYDRATE = "gatsby-plugin-image/dist/lazy-hydrate-e25ad5d4.js";

type RenderImage = (props: Record<string, unknown>) => string;

/** gatsby-plugin-image's client-side image renderer, built on the given react-dom/server. */
const rendererWith = (server: "react" | "lean"): RenderImage => {
  let render: RenderImage | undefined;
  jest.isolateModules(() => {
    if (server === "lean") jest.doMock("react-dom/server", () => lean);
    else jest.dontMock("react-dom/server");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    render = require(LAZY_HYDRATE).renderImageToString;
  });
  return render!;
};

const image = (layout: string, withPlaceholder: boolean) => ({
  layout,
  width: 640,
  height: 400,
  backgroundColor: withPlaceholder ? "#e0e7ff" : undefined,
  placeholder: withPlaceholder ? { fallback: "data:image/jpeg;base64,AAAA" } : undefined,
  images: {
    fallback: {
      src: "/static/a.png",
      srcSet: "/static/a.png 320w,\n/static/b.png 640w",
      sizes: "(min-width: 640px) 640px, 100vw",
    },
    sources: [
      {
        srcSet: "/static/a.avif 320w,\n/static/b.avif 640w",
        type: "image/avif",
        sizes: "(min-width: 640px) 640px, 100vw",
      },
      {
        srcSet: "/static/a.webp 320w,\n/static/b.webp 640w",
        type: "image/webp",
        sizes: "(min-width: 640px) 640px, 100vw",
      },
    ],
  },
});

const cases: [string, Record<string, unknown>][] = [];
for (const layout of ["constrained", "fullWidth", "fixed"]) {
  for (const withPlaceholder of [true, false]) {
    for (const loading of ["lazy", "eager"]) {
      for (const isLoaded of [true, false]) {
        cases.push([
          `${layout}, ${withPlaceholder ? "placeholder" : "no placeholder"}, ${loading}, ${isLoaded ? "loaded" : "loading"}`,
          {
            image: image(layout, withPlaceholder),
            loading,
            isLoading: true,
            isLoaded,
            alt: 'Le projet "Kids Care" <aperçu> & co',
            imgClassName: "visual",
            imgStyle: { objectFit: "contain", borderRadius: 12 },
            objectPosition: "50% 50%",
            ...(loading === "eager" ? { fetchpriority: "high" } : {}),
          },
        ]);
      }
    }
  }
}

describe("gatsby-plugin-image-lean", () => {
  const withReact = rendererWith("react");
  const withLean = rendererWith("lean");

  it.each(cases)("renders the same image HTML as react-dom/server: %s", (_name, props) => {
    const expected = withReact(props);
    expect(expected).toContain("<img");
    expect(withLean(props)).toBe(expected);
  });

  it("renders synchronously, so it works where gatsby-plugin-image calls it (inside a layout effect)", () => {
    expect(typeof withLean(cases[0][1])).toBe("string");
  });

  it("refuses what it cannot render faithfully instead of returning wrong HTML", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const React = require("react");
    class Widget extends React.Component {
      render() {
        return null;
      }
    }
    expect(() => lean.renderToStaticMarkup(React.createElement(Widget))).toThrow(/class components/);
  });
});
