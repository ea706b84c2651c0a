import * as React from "react";
import { LineIcon } from "./LineIcon";
import styled from "styled-components";
import { SENDING_LINE_ROOM, sendingLineText, type SendingLinePart } from "../../lib/contact/form-definition";
import { media, vars } from "../../styles/vars";

/**
 * The send button and, under it, the line that says why it is disabled (« Il reste à remplir : … »), in the
 * enhanced form, the form without JavaScript and the frame between them. The line's box is as tall as its
 * longest text at every width (that text, invisible, in the same grid cell), so the three forms have one
 * height and the box never moves as fields are filled.
 */
export const SubmitArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  min-width: 0;

  ${media.md} {
    flex: 1 1 14rem;
    min-width: 14rem;
    align-items: flex-start;
  }
`;

const Room = styled.div`
  display: grid;

  > * {
    grid-area: 1 / 1;
  }
`;

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.4rem;
  margin: 0;
  color: ${vars.colors.muted};
  font-size: ${vars.fontSizes.xs};
  line-height: 1.25rem;

  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${vars.colors.inkSoft};
  }

  &[aria-hidden="true"] {
    visibility: hidden;
  }
`;

const InfoIcon = () => (
  <LineIcon size={14}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </LineIcon>
);

/** A field's name never breaks (« e-mail », « budget estimé »). */
const FieldName = styled.span`
  white-space: nowrap;
`;

const Words = ({ parts }: { parts: readonly SendingLinePart[] }) => (
  <span>
    {parts.map((part, index) => (typeof part === "string" ? part : <FieldName key={index}>{part.field}</FieldName>))}
  </span>
);

/**
 * The line's box. With an `id` it is the enhanced form's polite live region, which the disabled button's
 * `aria-describedby` names; without, the room alone (the form without JavaScript never disables its button).
 */
export const SendingLine = ({ id, parts = [] }: { id?: string; parts?: readonly SendingLinePart[] }) => (
  <Room>
    {SENDING_LINE_ROOM.map((room) => (
      <Line key={sendingLineText(room)} aria-hidden="true">
        <InfoIcon />
        <Words parts={room} />
      </Line>
    ))}
    {id && (
      <Line id={id} aria-live="polite" aria-atomic="true">
        {parts.length > 0 && (
          <>
            <InfoIcon />
            <Words parts={parts} />
          </>
        )}
      </Line>
    )}
  </Room>
);
