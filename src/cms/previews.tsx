/**
 * The CMS previews, made of the site's own components, rendered in Decap's preview
 * iframe with styled-components writing into its <head>; cms.css brings the global CSS and fonts.
 */
import * as React from "react";
import { StyleSheetManager } from "styled-components";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { themeCustomProperties } from "../styles/theme";
import { IconSprite } from "../components/ui/icon-sprite";
import { ProjectView } from "../components/projects/ProjectView";
import { LegalPageView } from "../components/legal/LegalPageView";
import { OfferCard } from "../components/home/PricingSection";
import { ServicesSection } from "../components/home/ServicesSection";
import { ProcessSection } from "../components/home/ProcessSection";
import { fillTokens, type SiteTokens } from "../lib/markdown/tokens";
import type { ContentFolder } from "../lib/content/content-model";
import { renderMarkdown } from "./markdown";

export interface PreviewProps {
  entry: { getIn: (path: string[]) => unknown };
  getAsset: (path: string) => { toString: () => string } | null | undefined;
  document?: Document;
}

/** Decap keeps lists as Immutable lists. */
const field = <T,>(props: PreviewProps, name: string): T | undefined => {
  const value = props.entry.getIn(["data", name]) as { toJS?: () => T } | T | undefined;
  return value && typeof (value as { toJS?: () => T }).toJS === "function"
    ? (value as { toJS: () => T }).toJS()
    : (value as T | undefined);
};
const text = (props: PreviewProps, name: string, tokens: SiteTokens): string =>
  fillTokens(String(field(props, name) ?? ""), tokens);

const assetUrl = (props: PreviewProps, name: string): string | null => {
  const value = field<string>(props, name);
  if (!value) return null;
  const asset = props.getAsset(value);
  return asset ? asset.toString() : null;
};

const imageOf = (url: string | null): IGatsbyImageData | null =>
  url ? { layout: "fullWidth", width: 1600, height: 1000, images: { fallback: { src: url } } } : null;

export const InPreviewFrame = ({ document: frame, children }: { document?: Document; children: React.ReactNode }) => {
  const inner = (
    <>
      <style dangerouslySetInnerHTML={{ __html: themeCustomProperties }} />
      <IconSprite />
      {children}
    </>
  );
  return frame ? <StyleSheetManager target={frame.head}>{inner}</StyleSheetManager> : inner;
};

const dateFr = (value: unknown): string | null => {
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === "string" ? value : "";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
};

/** By the kind's folder; a kind left out gets Decap's own preview. */
export type PreviewTemplates = { [Folder in ContentFolder]?: React.ComponentType<PreviewProps> };

export const previewTemplates = (tokens: SiteTokens): PreviewTemplates => {
  const ProjectPreview = (props: PreviewProps) => {
    const body = renderMarkdown(String(field(props, "body") ?? ""), tokens);
    const year = Number(field(props, "year"));
    return (
      <InPreviewFrame document={props.document}>
        <ProjectView
          project={{
            slug: String(field(props, "slug") ?? ""),
            name: text(props, "name", tokens),
            title: text(props, "title", tokens),
            client: field<string>(props, "client") ? text(props, "client", tokens) : null,
            year: Number.isInteger(year) && year > 0 ? year : null,
            tags: field<{ id: number; name: string }[]>(props, "tags") ?? [],
            logoUrl: assetUrl(props, "iconPage") ?? assetUrl(props, "icon"),
            websiteLink: String(field(props, "websiteLink") ?? ""),
            isAvailable: Boolean(field(props, "isAvailable")),
            video: field<string>(props, "youtubeLink_embeded") ?? null,
            thumbnail: imageOf(assetUrl(props, "thumbnail_image")),
            image: imageOf(assetUrl(props, "image")),
            html: body.html,
          }}
        />
      </InPreviewFrame>
    );
  };

  const LegalPreview = (props: PreviewProps) => {
    const body = renderMarkdown(String(field(props, "body") ?? ""), tokens);
    return (
      <InPreviewFrame document={props.document}>
        <LegalPageView
          title={text(props, "title", tokens)}
          updatedAt={dateFr(field(props, "updatedAt"))}
          html={body.html}
          toc={field(props, "toc") ? body.headings : undefined}
        />
      </InPreviewFrame>
    );
  };

  const OfferPreview = (props: PreviewProps) => {
    const price = field<number | string | null>(props, "price");
    return (
      <InPreviewFrame document={props.document}>
        <div style={{ maxWidth: "22rem", margin: "2rem auto", display: "flex" }}>
          <OfferCard
            offer={{
              website: text(props, "website", tokens),
              label_price: text(props, "label_price", tokens),
              price: typeof price === "number" ? price : null,
              desc: text(props, "desc", tokens),
              button: text(props, "button", tokens),
              icon: String(field(props, "icon") ?? ""),
              benefits: (field<string[]>(props, "benefits") ?? []).map((b) => fillTokens(String(b ?? ""), tokens)),
              popular: Boolean(field(props, "popular")),
            }}
          />
        </div>
      </InPreviewFrame>
    );
  };

  const ServicePreview = (props: PreviewProps) => (
    <InPreviewFrame document={props.document}>
      <ServicesSection
        title="Aperçu du service"
        intro="La carte telle qu’elle paraît dans la section Services de l’accueil."
        services={[
          {
            title: text(props, "title", tokens),
            icon: String(field(props, "icon") ?? ""),
            width: 100,
            html: renderMarkdown(String(field(props, "body") ?? ""), tokens).html,
          },
        ]}
      />
    </InPreviewFrame>
  );

  const ProcessPreview = (props: PreviewProps) => (
    <InPreviewFrame document={props.document}>
      <ProcessSection
        title="Aperçu de l’étape"
        intro="L’étape telle qu’elle paraît dans la section Processus de l’accueil."
        steps={[
          {
            step: text(props, "step", tokens),
            title: text(props, "title", tokens),
            html: renderMarkdown(String(field(props, "body") ?? ""), tokens).html,
          },
        ]}
      />
    </InPreviewFrame>
  );

  return {
    projects: ProjectPreview,
    legal: LegalPreview,
    offers: OfferPreview,
    services: ServicePreview,
    process: ProcessPreview,
  };
};
