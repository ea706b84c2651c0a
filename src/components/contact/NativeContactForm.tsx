import * as React from "react";
import styled from "styled-components";
import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  DEFAULT_COUNTRY,
  fieldId,
  hintId,
  hintUnder,
  TRAP_FIELD,
  type ContactField,
} from "../../lib/contact/form-definition";
import { OTHER_COUNTRY, PHONE_COUNTRIES } from "../../lib/contact/phone-countries";
import { contactEndpoint } from "../../lib/contact/endpoint";
import {
  CHEVRON_SPACE,
  controlStyle,
  FieldBlock,
  FieldGrid,
  FieldHint,
  FieldLabel,
  FieldMessage,
  FormCard,
  FormFooter,
  FormIntro,
  SubmitButton,
  TextArea,
  TextInput,
  Trap,
} from "./form-layout";
import { PrivacyLine } from "./PrivacyLine";
import { SendingLine, SubmitArea } from "./SubmitArea";
import { vars } from "../../styles/vars";

/**
 * The quote-request form as plain HTML, posting without JavaScript (docs/contact.md), with the
 * enhanced form's boxes and heights. Its fields are uncontrolled, so what is typed before
 * hydration stays. Server HTML only: the browser's bundle gets NativeContactForm.browser.tsx.
 */
/** A native select with the site's chevron (a data: image would need the CSP's img-src; a gradient does not). */
const Select = styled.select`
  ${controlStyle}
  appearance: none;
  padding-right: calc(0.95rem + ${CHEVRON_SPACE});
  background-image:
    linear-gradient(45deg, transparent 50%, ${vars.colors.inkSoft} 50%),
    linear-gradient(135deg, ${vars.colors.inkSoft} 50%, transparent 50%);
  background-position:
    calc(100% - 1.35rem) 50%,
    calc(100% - 1.05rem) 50%;
  background-size: 0.3rem 0.3rem;
  background-repeat: no-repeat;
  cursor: pointer;

  /* Nothing chosen yet: the placeholder's colour, as in the enhanced list. */
  &:invalid {
    color: ${vars.colors.muted};
  }

  option {
    color: ${vars.colors.ink};
  }
`;

/** The enhanced list's button wraps on a narrow phone, a select never does: the same text, invisible, keeps its height. */
const SelectFrame = styled.div`
  display: grid;

  > * {
    grid-area: 1 / 1;
  }

  select {
    height: 100%;
  }
`;

const Room = styled.span`
  visibility: hidden;
  pointer-events: none;
  padding: 0.6rem calc(0.95rem + ${CHEVRON_SPACE}) 0.6rem 0.95rem;
  border: 1px solid transparent;
  font-size: ${vars.fontSizes.md};
  line-height: 1.35;
`;

/** As tall as the enhanced phone input. */
const PhoneRow = styled.div`
  display: flex;
  gap: 0.5rem;

  select {
    flex: 0 0 6.5rem;
    min-width: 0;
    padding-left: 0.75rem;
    padding-right: 1.6rem;
    background-position:
      calc(100% - 1rem) 50%,
      calc(100% - 0.7rem) 50%;
  }

  input {
    flex: 1;
    min-width: 0;
  }
`;

const HiddenLabel = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const NativeControl = ({ field }: { field: ContactField }) => {
  const id = fieldId(field.name);
  const describedBy = hintUnder(field) ? hintId(field.name) : undefined;
  switch (field.kind) {
    case "text":
      return (
        <TextInput
          id={id}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          required={field.required}
          aria-describedby={describedBy}
        />
      );
    case "phone":
      return (
        <PhoneRow>
          <HiddenLabel htmlFor={fieldId(field.countryName)}>{field.countryLabel}</HiddenLabel>
          <Select
            id={fieldId(field.countryName)}
            name={field.countryName}
            autoComplete="tel-country-code"
            defaultValue={DEFAULT_COUNTRY}
          >
            {PHONE_COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.short}
              </option>
            ))}
            <option value={OTHER_COUNTRY.code}>{OTHER_COUNTRY.short}</option>
          </Select>
          <TextInput
            id={id}
            name={field.name}
            type="tel"
            autoComplete="tel"
            placeholder={field.placeholder}
            title={field.hint}
            pattern={field.pattern}
            maxLength={field.maxLength}
            required={field.required}
          />
        </PhoneRow>
      );
    case "choice":
      return (
        <SelectFrame>
          <Select id={id} name={field.name} required={field.required} defaultValue="" aria-describedby={describedBy}>
            <option value="">{field.placeholder}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
          <Room aria-hidden="true">{field.placeholder}</Room>
        </SelectFrame>
      );
    case "long-text":
      return (
        <TextArea
          id={id}
          name={field.name}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          required={field.required}
          aria-describedby={describedBy}
        />
      );
  }
};

export const NativeContactForm = React.forwardRef<HTMLDivElement>(function NativeContactForm(_props, ref) {
  return (
    <div ref={ref} data-native-form="">
      <FormCard
        as="form"
        method="post"
        action={contactEndpoint()}
        aria-label={CONTACT_FORM.name}
        data-testid="contact-form-native"
      >
        <FormIntro>{CONTACT_FORM.intro}</FormIntro>
        <Trap aria-hidden="true">
          <label htmlFor={fieldId(TRAP_FIELD.name)}>{TRAP_FIELD.label}</label>
          <input id={fieldId(TRAP_FIELD.name)} name={TRAP_FIELD.name} type="text" tabIndex={-1} autoComplete="off" />
        </Trap>
        <FieldGrid>
          {CONTACT_FIELDS.map((field) => (
            <FieldBlock key={field.name} $wide={"wide" in field && field.wide}>
              <FieldLabel htmlFor={fieldId(field.name)}>{field.label}</FieldLabel>
              <NativeControl field={field} />
              {hintUnder(field) && <FieldHint id={hintId(field.name)}>{hintUnder(field)}</FieldHint>}
              <FieldMessage as="span" />
            </FieldBlock>
          ))}
        </FieldGrid>
        <FormFooter>
          <SubmitArea>
            <SubmitButton type="submit" size="lg">
              {CONTACT_FORM.submit}
            </SubmitButton>
            {/* Never disabled, so nothing to say: the room of the enhanced form's line. */}
            <SendingLine />
          </SubmitArea>
          <PrivacyLine />
        </FormFooter>
      </FormCard>
    </div>
  );
});
