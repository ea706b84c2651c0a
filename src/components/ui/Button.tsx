import * as React from "react";
import { Link } from "gatsby";
import styled, { css } from "styled-components";
import { vars } from "../../styles/vars";

export type ButtonVariant = "default" | "secondary" | "ghost";
export type ButtonSize = "md" | "lg";

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  disabled?: boolean;
  iconAfter?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

type AsLink = CommonProps & { to: string; href?: never; onClick?: never; type?: never };
type AsAnchor = CommonProps &
  Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "children" | "className"> & { href: string; to?: never };
type AsButton = CommonProps &
  Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "children" | "className" | "disabled"> & {
    to?: never;
    href?: never;
  };

export type ButtonProps = AsLink | AsAnchor | AsButton;

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}

const variants = {
  default: css`
    color: ${vars.colors.white};
    background: ${vars.colors.accent};
    border-color: ${vars.colors.accent};
    box-shadow: ${vars.shadows.accent};

    &:hover {
      color: ${vars.colors.white};
      background: ${vars.colors.accentHover};
      border-color: ${vars.colors.accentHover};
    }
  `,
  secondary: css`
    color: ${vars.colors.accent};
    background: ${vars.colors.white};
    border-color: ${vars.colors.accentTintStrong};

    &:hover {
      color: ${vars.colors.accentHover};
      background: ${vars.colors.accentTint};
      border-color: ${vars.colors.accent};
    }
  `,
  ghost: css`
    color: ${vars.colors.accent};
    background: transparent;
    border-color: transparent;
    padding-inline: 0.75rem;

    &:hover {
      color: ${vars.colors.accentHover};
      background: ${vars.colors.accentTint};
    }
  `,
};

const buttonStyle = css<StyleProps>`
  display: ${({ $block }) => ($block ? "flex" : "inline-flex")};
  width: ${({ $block }) => ($block ? "100%" : "auto")};
  align-items: center;
  justify-content: center;
  gap: 0.55rem;
  min-height: ${({ $size }) => ($size === "lg" ? "52px" : "44px")};
  padding: 0 ${({ $size }) => ($size === "lg" ? "1.5rem" : "1.15rem")};
  border: 1px solid transparent;
  border-radius: ${vars.radii.pill};
  font-family: ${vars.fonts.body};
  font-size: ${({ $size }) => ($size === "lg" ? vars.fontSizes.md : vars.fontSizes.sm)};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${vars.motion.hover} ease,
    background-color ${vars.motion.hover} ease,
    border-color ${vars.motion.hover} ease,
    transform ${vars.motion.hover} ease;

  svg {
    flex: none;
    transition: transform ${vars.motion.hover} ease;
  }

  ${({ $variant }) => variants[$variant]}

  &:hover svg {
    transform: translateX(2px);
  }

  &:active {
    transform: translateY(1px);
  }

  /* Disabled: muted look, no pointer events, so no hover effect can apply. */
  &:disabled,
  &[aria-disabled="true"] {
    color: ${vars.colors.muted};
    background: ${vars.colors.surface};
    border-color: ${vars.colors.line};
    box-shadow: none;
    cursor: not-allowed;
    pointer-events: none;
  }
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyle}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyle}
`;
const StyledButton = styled.button<StyleProps>`
  ${buttonStyle}
`;
/** A disabled link: no href, so it cannot be followed or focused. */
const StyledInert = styled.span<StyleProps>`
  ${buttonStyle}
`;

/** Gatsby's Link (`to`), an <a> (`href`) or a <button>. */
export const Button = (props: ButtonProps) => {
  const { variant = "default", size = "md", block = false, disabled = false, iconAfter, className, children } = props;
  const style: StyleProps & { className?: string; "data-variant": ButtonVariant } = {
    $variant: variant,
    $size: size,
    $block: block,
    className,
    "data-variant": variant,
  };
  const content = (
    <>
      {children}
      {iconAfter}
    </>
  );

  if (props.to !== undefined || props.href !== undefined) {
    if (disabled) {
      return (
        <StyledInert {...style} role="link" aria-disabled="true">
          {content}
        </StyledInert>
      );
    }
    if (props.to !== undefined) {
      return (
        <StyledLink {...style} to={props.to}>
          {content}
        </StyledLink>
      );
    }
    const {
      variant: _v,
      size: _s,
      block: _b,
      disabled: _d,
      iconAfter: _i,
      className: _c,
      children: _ch,
      ...anchorProps
    } = props as AsAnchor;
    return (
      <StyledAnchor {...anchorProps} {...style}>
        {content}
      </StyledAnchor>
    );
  }

  const {
    variant: _v,
    size: _s,
    block: _b,
    disabled: _d,
    iconAfter: _i,
    className: _c,
    children: _ch,
    type = "button",
    ...buttonProps
  } = props as AsButton;
  return (
    <StyledButton {...buttonProps} {...style} type={type} disabled={disabled} aria-disabled={disabled || undefined}>
      {content}
    </StyledButton>
  );
};
