import * as React from "react";
import styled from "styled-components";
import { BUDGET_OPTIONS, BUDGET_PLACEHOLDER, SPAM_TRAP } from "../../lib/contact/constants";
import {
  FORM_MAX_LENGTHS,
  OTHER_COUNTRY,
  PHONE_COUNTRIES,
  PHONE_HINT,
  PHONE_INPUT_PATTERN,
} from "../../lib/contact/form-fields";
import { contactEndpoint } from "../../lib/contact/endpoint";
import { Link } from "gatsby";
import { legalPath } from "../../lib/routes";
import { FORM_COPY } from "../../lib/contact/form-copy";
import {
  CHEVRON_SPACE,
  controlStyle,
  FieldBlock,
  FieldGrid,
  FieldLabel,
  FieldMessage,
  FormCard,
  FormFooter,
  FormIntro,
  PrivacyNote,
  SubmitButton,
  TextArea,
  TextInput,
  Trap,
} from "./form-layout";
import { vars } from "../../styles/vars";

/**
 * The quote-request form as plain HTML, in every page's server HTML and until
 * the enhanced form (Formik, Yup, the phone input, the budget list) takes its
 * place: a real `<form>` that posts to the contact endpoint without any
 * JavaScript, with the browser's own checks where HTML can say them
 * (`required`, `type="email"`, `maxlength`, the phone's `pattern`). The
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

type TextName = "fullName" | "companyName" | "email";

const TEXT_FIELDS: { name: TextName; type: "text" | "email"; autoComplete: string }[] = [
  { name: "fullName", type: "text", autoComplete: "name" },
  { name: "companyName", type: "text", autoComplete: "organization" },
  { name: "email", type: "email", autoComplete: "email" },
];

export const NativeContactForm = React.forwardRef<HTMLDivElement>(function NativeContactForm(_props, ref) {
  return (
    <div ref={ref} data-native-form="">
      <FormCard
        as="form"
        method="post"
        action={contactEndpoint()}
        aria-label="Demande de devis"
        data-testid="contact-form-native"
      >
        <FormIntro>{FORM_COPY.intro}</FormIntro>
        <Trap aria-hidden="true">
          <label htmlFor="contact-website">{SPAM_TRAP.honeypotLabel}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </Trap>
        <FieldGrid>
          {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
            <FieldBlock key={name}>
              <FieldLabel htmlFor={`contact-${name}`}>{FORM_COPY.labels[name]}</FieldLabel>
              <TextInput
                id={`contact-${name}`}
                name={name}
                type={type}
                autoComplete={autoComplete}
                placeholder={FORM_COPY.placeholders[name]}
                maxLength={FORM_MAX_LENGTHS[name]}
                required
              />
              <FieldMessage as="span" />
            </FieldBlock>
          ))}
          <FieldBlock>
            <FieldLabel htmlFor="contact-phone">{FORM_COPY.labels.phone}</FieldLabel>
            <PhoneRow>
              <HiddenLabel htmlFor="contact-country">{FORM_COPY.countryLabel}</HiddenLabel>
              <Select id="contact-country" name="country" autoComplete="tel-country-code" defaultValue="fr">
                {PHONE_COUNTRIES.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.short}
                  </option>
                ))}
                <option value={OTHER_COUNTRY.code}>{OTHER_COUNTRY.short}</option>
              </Select>
              <TextInput
                id="contact-phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                placeholder="06 12 34 56 78"
                title={PHONE_HINT}
                pattern={PHONE_INPUT_PATTERN}
                maxLength={FORM_MAX_LENGTHS.phone}
                required
              />
            </PhoneRow>
            <FieldMessage as="span" />
          </FieldBlock>
          <FieldBlock $wide>
            <FieldLabel htmlFor="contact-budget">{FORM_COPY.labels.budget}</FieldLabel>
            <SelectFrame>
              <Select id="contact-budget" name="budget" required defaultValue="">
                <option value="">{BUDGET_PLACEHOLDER}</option>
                {BUDGET_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
              <Room aria-hidden="true">{BUDGET_PLACEHOLDER}</Room>
            </SelectFrame>
            <FieldMessage as="span" />
          </FieldBlock>
          <FieldBlock $wide>
            <FieldLabel htmlFor="contact-projectDetails">{FORM_COPY.labels.projectDetails}</FieldLabel>
            <TextArea
              id="contact-projectDetails"
              name="projectDetails"
              placeholder={FORM_COPY.placeholders.projectDetails}
              maxLength={FORM_MAX_LENGTHS.projectDetails}
              required
            />
            <FieldMessage as="span" />
          </FieldBlock>
        </FieldGrid>
        <FormFooter>
          <SubmitButton type="submit" size="lg">
            {FORM_COPY.submit}
          </SubmitButton>
          <PrivacyNote>
            {FORM_COPY.privacy} <Link to={legalPath("politique-Confidentialite")}>{FORM_COPY.privacyLink}</Link>
          </PrivacyNote>
        </FormFooter>
      </FormCard>
    </div>
  );
});
