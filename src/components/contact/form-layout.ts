import styled, { css } from "styled-components";
import { Button } from "../ui/Button";
import { media, vars } from "../../styles/vars";

/** The frame both forms share, so nothing moves when the enhanced form takes over the native one. */
export const CONTROL_HEIGHT = "3rem";
/** Room for the dropdown's chevron (18 px) and the gap before it (12 px). */
export const CHEVRON_SPACE = "30px";
export const TEXTAREA_HEIGHT = "9.5rem";

export const FormCard = styled.div`
  position: relative;
  padding: 1.5rem 1.25rem;
  border: 1px solid ${vars.colors.line};
  border-radius: ${vars.radii.lg};
  background: ${vars.colors.white};
  box-shadow: ${vars.shadows.soft};

  ${media.md} {
    padding: 2.25rem 2.25rem 2rem;
  }
`;

export const FormIntro = styled.p`
  margin: 0 0 1.25rem;
  color: ${vars.colors.muted};
  font-size: ${vars.fontSizes.sm};
  line-height: 1.25rem;
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: 1.25rem;
  row-gap: 0.25rem;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const FieldBlock = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;

  ${media.md} {
    grid-column: ${({ $wide }) => ($wide ? "1 / -1" : "auto")};
  }
`;

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: 0.4rem;
  color: ${vars.colors.ink};
  font-size: ${vars.fontSizes.sm};
  font-weight: 600;
  line-height: 1.25rem;
`;

/** A field's message, or an empty line of the same height. */
export const FieldMessage = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.35rem;
  min-height: 1.25rem;
  margin: 0.35rem 0 0.5rem;
  color: ${vars.colors.danger};
  font-size: ${vars.fontSizes.xs};
  font-weight: 500;
  line-height: 1.25rem;

  svg {
    flex: none;
    margin-top: 0.2rem;
  }

  /* The message itself (ContactForm.tsx), which slides in a few pixels, without a fade, so the text keeps its full contrast. */
  & > span {
    display: inline-flex;
    align-items: flex-start;
    gap: 0.35rem;
  }
`;

export type FieldState = "idle" | "valid" | "invalid";

/**
 * The state comes from the control's `data-state`, so the CSS is static: a styled-components
 * prop would insert a new rule, and restyle the page, within a keystroke.
 */
export const controlStyle = css`
  width: 100%;
  min-height: ${CONTROL_HEIGHT};
  padding: 0.6rem 0.95rem;
  border: 1px solid ${vars.colors.lineStrong};
  border-radius: ${vars.radii.sm};
  background: ${vars.colors.white};
  color: ${vars.colors.ink};
  font-size: ${vars.fontSizes.md};
  line-height: 1.35;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease,
    background-color 0.15s ease;

  &::placeholder {
    color: ${vars.colors.muted};
    opacity: 1;
  }

  &:hover {
    border-color: ${vars.colors.inkSoft};
  }

  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${vars.colors.accent};
    box-shadow: 0 0 0 3px rgba(67, 56, 202, 0.18);
  }

  /* After :hover and :focus, with the same specificity: the state's colour wins over both. */
  &[data-state="valid"] {
    border-color: ${vars.colors.success};
  }

  &[data-state="valid"]:focus,
  &[data-state="valid"]:focus-visible {
    box-shadow: 0 0 0 3px rgba(21, 128, 61, 0.18);
  }

  &[data-state="invalid"] {
    border-color: ${vars.colors.danger};
    background-color: ${vars.colors.dangerTint};
  }

  &[data-state="invalid"]:focus,
  &[data-state="invalid"]:focus-visible {
    box-shadow: 0 0 0 3px rgba(185, 28, 28, 0.16);
  }
`;

export const FormFooter = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.85rem;
  margin-top: 0.5rem;

  ${media.md} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
    gap: 1.5rem;
  }
`;

export const PrivacyNote = styled.p`
  margin: 0;
  color: ${vars.colors.muted};
  font-size: ${vars.fontSizes.xs};
  line-height: 1.25rem;

  ${media.md} {
    max-width: 20rem;
  }

  a {
    color: ${vars.colors.inkSoft};
  }
`;

/** Button, size lg. */
export const SUBMIT_HEIGHT = "52px";

export const SubmitButton = styled(Button)`
  ${media.belowMd} {
    width: 100%;
  }

  ${media.md} {
    min-width: 14rem;
  }
`;

/** The spam trap: off screen, out of the Tab order and hidden from screen readers; a robot fills it anyway. */
export const Trap = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const TextInput = styled.input`
  ${controlStyle}
`;

/** A fixed height, so the frame never grows. */
export const TextArea = styled.textarea`
  ${controlStyle}
  display: block;
  height: ${TEXTAREA_HEIGHT};
  padding-top: 0.75rem;
  padding-bottom: 0.75rem;
  resize: none;
`;

export const FieldHint = styled.p`
  margin: 0.35rem 0 0;
  color: ${vars.colors.muted};
  font-size: ${vars.fontSizes.xs};
  line-height: 1.25rem;
`;
