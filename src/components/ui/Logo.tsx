import * as React from "react";
import styled from "styled-components";
import { vars } from "../../styles/vars";

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-family: ${vars.fonts.heading};
  font-weight: 800;
  font-size: 1.2rem;
  letter-spacing: -0.03em;
  color: ${vars.colors.ink};
  white-space: nowrap;

  small {
    font: inherit;
    font-weight: 500;
    color: ${vars.colors.inkSoft};
  }
`;

/**
 * The mark is on every page twice, so each copy's gradient has its own `useId` (the same on the
 * server and at hydration), colons dropped so the reference is a plain `url(#…)`.
 */
export const LogoMark = ({ size = 34 }: { size?: number }) => {
  const gradient = `voltis-mark-${React.useId().replace(/:/g, "")}`;
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366F1" />
          <stop offset="1" stopColor="#4338CA" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradient})`} />
      <path d="M11 12.5h5.2l3.8 10.3 3.8-10.3H29l-6.6 15h-4.8z" fill="#fff" />
      <circle cx="29.5" cy="27" r="2.2" fill="#67E8F9" />
    </svg>
  );
};

export const Logo = ({ name }: { name: string }) => {
  const [first, ...rest] = name.split(" ");
  return (
    <Wrap>
      <LogoMark />
      <span>
        {first}
        {rest.length > 0 && <small> {rest.join(" ")}</small>}
      </span>
    </Wrap>
  );
};
