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
import { vars } from "../../styles/vars";

/**
 * The quote-request form as plain HTML, in every page's server HTML and until
 * the enhanced form (Formik, Yup, the phone input, the budget list) takes its
 * place, drawn from the form's definition (src/lib/contact/form-definition.ts):
 * a real `<form>` that posts to the contact endpoint without any JavaScript,
 * with the browser's own checks where HTML can say them (`required`,
 * `type="email"`, `maxlength`, the phone's `pattern`). The
 * endpoint answers it with the confirmation page, or a French page with the
 * messages and the form as it was typed.
 *
 * Same frame, same boxes, same heights as the enhanced form, so nothing moves
 * when it takes over. Its fields are left uncontrolled: what a visitor types
 * before the page hydrates stays, and is handed to the enhanced form
 * (`postedFields`).
 *
 * This module is for the server HTML only: the browser's bundle gets
 * NativeContactForm.browser.tsx in its place (gatsby-node.ts,
 * onCreateWebpackConfig), which keeps the server's form as it is and costs the
 * page's first load nothing.
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

/**
 * The budget's select keeps the room the enhanced list's button takes: that
 * button wraps its placeholder on two lines on a narrow phone, a select never
 * does; the same text, invisible, in the same cell, gives both the same height.
 */
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

/** The phone: its country, then the number, on one line as tall as the enhanced phone input. */
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

/** A field's control without JavaScript: uncontrolled, with the browser's own checks. */
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
          <SubmitButton type="submit" size="lg">
            {CONTACT_FORM.submit}
          </SubmitButton>
          <PrivacyLine />
        </FormFooter>
      </FormCard>
    </div>
  );
});
